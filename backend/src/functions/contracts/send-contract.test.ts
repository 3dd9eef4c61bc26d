import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../contracts-pdf/index.ts';
import {
  findSendable,
  type SendableContract,
  signersForSending,
} from '../../db/contract-sending.ts';
import { readAgencyName } from '../../db/settings.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { contractCalls, missingId, sampleContract } from './contracts-test-data.ts';
import { originalPdf } from './send-contract.ts';
import { hashSigningToken } from './signing-tokens.ts';

const kit = useFunctionKit({
  truncate: ['contract_templates', 'clients', 'email_outbox'],
  storage: true,
});
const { call, ok, createTemplate, createClient, createProject } = contractCalls(kit);

const twoSigners = [
  { name: 'Jane Doe', email: 'jane@studio.com', role: 'Client' },
  { name: 'Bob Boss', email: 'bob@studio.com', role: 'CEO' },
];

let clients = 0;
async function draft(changes: Record<string, unknown> = {}) {
  const template = await createTemplate();
  clients += 1;
  const clientId = await createClient(`client${clients}@studio.com`);
  const projectId = await createProject(clientId);
  const { contract } = await ok({
    action: 'create_contract',
    ...sampleContract(template.id, clientId, { project_id: projectId, ...changes }),
  });
  return contract;
}

/** The signing links queued in the outbox: recipient → token. */
async function mailedTokens(): Promise<Map<string, string>> {
  const rows = await kit.db.query<{ to_email: string; body: string }>(
    'SELECT to_email, body FROM email_outbox ORDER BY created_at',
  );
  return new Map(
    rows.map((row) => {
      const match = /http:\/\/localhost:3000\/sign\/([A-Za-z0-9_-]{43})\n/.exec(row.body);
      expect(match, row.body).not.toBeNull();
      return [row.to_email, match?.[1] ?? ''];
    }),
  );
}

const tokenHashes = async (contractId: string) =>
  new Map(
    (
      await kit.db.query<{ email: string; token_hash: string | null }>(
        'SELECT email, token_hash FROM contract_signers WHERE contract_id = $1',
        [contractId],
      )
    ).map((row) => [row.email, row.token_hash]),
  );

describe('send_contract', () => {
  it('stores the PDF under its hash, e-mails every signer a link whose hash is stored, never answers a token', async () => {
    const contract = await draft({ signers: twoSigners });
    const answer = await ok({ action: 'send_contract', id: contract.id });
    const sent = answer.contract;
    expect(sent).toMatchObject({ status: 'sent', signing_order: 'parallel' });
    expect(Date.parse(sent.expires_at) - Date.parse(sent.sent_at)).toBe(30 * 86_400_000);
    const stored = await kit.storage.get('documents', `contracts/${contract.id}/original.pdf`);
    expect(stored?.object.contentType).toBe('application/pdf');
    expect(sent.original_sha256).toBe(sha256Hex(stored?.bytes ?? new Uint8Array()));
    const [paths] = await kit.db.query<{ original_path: string }>(
      'SELECT original_path FROM contracts WHERE id = $1',
      [contract.id],
    );
    expect(paths?.original_path).toBe(`contracts/${contract.id}/original.pdf`);
    // Deterministic: the records render to the same bytes again, so the hash can be checked.
    const row = await findSendable(kit.db, contract.id);
    const again = await originalPdf(
      row as SendableContract,
      await signersForSending(kit.db, contract.id),
      await readAgencyName(kit.db),
    );
    expect(sha256Hex(again)).toBe(sent.original_sha256);

    const tokens = await mailedTokens();
    expect([...tokens.keys()].sort()).toEqual(['bob@studio.com', 'jane@studio.com']);
    const hashes = await tokenHashes(contract.id);
    const text = JSON.stringify(answer);
    for (const [email, token] of tokens) {
      expect(hashes.get(email)).toBe(hashSigningToken(token));
      expect(text).not.toContain(token);
      expect(text).not.toContain(hashes.get(email));
    }
    expect(sent.signatories.map((s: { status: string }) => s.status)).toEqual(['sent', 'sent']);
    expect(sent.signatories.every((s: { sent_at: string }) => s.sent_at === sent.sent_at)).toBe(
      true,
    );
    const events = sent.audit.map((a: { event: string; actor: string }) => [a.event, a.actor]);
    expect(events).toEqual([
      ['created', expect.stringMatching(/^admin /)],
      ['sent', expect.stringMatching(/^admin /)],
      ['email_delivered', 'system'],
      ['email_delivered', 'system'],
    ]);
    expect(sent.audit[1]).toMatchObject({
      ip: '203.0.113.1',
      details: { original_sha256: sent.original_sha256, signers: 2 },
    });
    const [mail] = await kit.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM email_outbox LIMIT 1',
    );
    expect(mail?.subject).toBe('Atelier asks you to sign Website Agreement');
    expect(mail?.body).toContain('The link works until ');
  });

  it('e-mails only the first signer of a sequential contract and keeps a chosen expiry', async () => {
    const contract = await draft({
      signers: [
        { ...twoSigners[1], order: 2 },
        { ...twoSigners[0], order: 1 },
      ],
      signing_order: 'sequential',
      expires_at: '2199-01-01T12:00:00Z',
    });
    const { contract: sent } = await ok({ action: 'send_contract', id: contract.id });
    expect(sent.expires_at).toBe('2199-01-01T12:00:00.000Z');
    expect([...(await mailedTokens()).keys()]).toEqual(['jane@studio.com']);
    const hashes = await tokenHashes(contract.id);
    expect(hashes.get('bob@studio.com')).toBeNull();
    expect(
      sent.signatories.map((s: { email: string; status: string }) => [s.email, s.status]),
    ).toEqual([
      ['jane@studio.com', 'sent'],
      ['bob@studio.com', 'pending'],
    ]);
  });

  it('sends a draft only (409), an existing one (404), for admins only', async () => {
    const contract = await draft();
    await ok({ action: 'send_contract', id: contract.id });
    const again = await call({ action: 'send_contract', id: contract.id });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Only a draft can be sent; this contract is sent');
    const cancelled = await draft({ signers: twoSigners.slice(1) });
    await ok({ action: 'cancel_contract', id: cancelled.id });
    expect((await call({ action: 'send_contract', id: cancelled.id })).status).toBe(409);
    expect((await call({ action: 'send_contract', id: missingId })).status).toBe(404);
    expect((await call({ action: 'send_contract', id: 'nope' })).status).toBe(404);
    expect((await call({ action: 'send_contract' })).status).toBe(400);
    expect((await call({ action: 'send_contract', id: contract.id }, 'client')).status).toBe(403);
    // The refused sends queued nothing more than the first one did.
    expect((await mailedTokens()).size).toBe(1);
  });
});
