import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../contracts-pdf/index.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { sentContract, signingCalls, typed } from '../e-signature/e-signature-test-data.ts';
import { contractCalls, missingId, sampleContract } from './contracts-test-data.ts';

const kit = useFunctionKit({
  truncate: ['contract_templates', 'clients', 'email_outbox', 'rate_limit_hits', 'notifications'],
  storage: true,
});
const { call, ok, createTemplate, createClient } = contractCalls(kit);
const signing = signingCalls(kit);
const ADMIN_BROWSER = 'Mozilla/5.0 AdminDownload/1.0';

const download = (payload: Record<string, unknown>) =>
  kit.call('contracts', { action: 'download', ...payload }, 'admin', {
    ip: '192.0.2.44',
    userAgent: ADMIN_BROWSER,
  });

const decoded = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

async function adminEmail(): Promise<string> {
  const [row] = await kit.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
    kit.adminId,
  ]);
  return row?.email ?? '';
}

describe('contracts download (the agency copy)', () => {
  it('gives the original of a sent contract, and audits the admin with IP and user agent', async () => {
    const sent = await sentContract(kit);
    const answer = await download({ id: sent.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { file } = answer.body;
    expect(file).toMatchObject({
      file_name: 'website-agreement.pdf',
      content_type: 'application/pdf',
      document: 'original',
      sha256: sent.originalSha256,
    });
    expect(sha256Hex(decoded(file.base64))).toBe(sent.originalSha256);
    const [entry] = await kit.db.query<{
      event: string;
      signer_id: string | null;
      actor: string;
      ip: string;
      user_agent: string;
      details: unknown;
    }>(
      `SELECT event, signer_id, actor, ip, user_agent, details FROM contract_audit
       WHERE contract_id = $1 ORDER BY id DESC LIMIT 1`,
      [sent.id],
    );
    expect(entry).toEqual({
      event: 'downloaded',
      signer_id: null,
      actor: `admin ${await adminEmail()}`,
      ip: '192.0.2.44',
      user_agent: ADMIN_BROWSER,
      details: { document: 'original' },
    });
  });

  it('gives the signed copy by default once signed, and the original when asked', async () => {
    const sent = await sentContract(kit);
    await signing.ok({
      action: 'sign',
      token: sent.tokens[0],
      signature: typed('Jane Doe'),
      consent: true,
    });
    const [row] = await kit.db.query<{ final_sha256: string }>(
      'SELECT final_sha256 FROM contracts WHERE id = $1',
      [sent.id],
    );
    const final = (await ok({ action: 'download', id: sent.id })).file;
    expect(final).toMatchObject({ document: 'final', file_name: 'website-agreement-signed.pdf' });
    expect(final.sha256).toBe(row?.final_sha256);
    expect(sha256Hex(decoded(final.base64))).toBe(row?.final_sha256);
    const original = (await ok({ action: 'download', id: sent.id, document: 'original' })).file;
    expect(original).toMatchObject({ document: 'original', sha256: sent.originalSha256 });
  });

  it('refuses a draft (no PDF yet) and the signed copy before signing: 409', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    const { contract } = await ok({
      action: 'create_contract',
      ...sampleContract(template.id, clientId, { variables: { 'project.name': 'Site' } }),
    });
    const draft = await call({ action: 'download', id: contract.id });
    expect(draft.status).toBe(409);
    expect(draft.body.error).toBe('This contract has not been sent yet; there is no document');

    const sent = await sentContract(kit);
    const early = await call({ action: 'download', id: sent.id, document: 'final' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'CONFLICT' });
    expect(early.body.error).toMatch(/no signed document/);
    const events = await kit.db.query(
      "SELECT id FROM contract_audit WHERE event = 'downloaded' AND contract_id = $1",
      [sent.id],
    );
    expect(events).toEqual([]);
  });

  it('answers 404 for an unknown contract and 400 for an unknown document', async () => {
    expect((await call({ action: 'download', id: missingId })).status).toBe(404);
    expect((await call({ action: 'download', id: 'nope' })).status).toBe(404);
    const bad = await call({ action: 'download', id: missingId, document: 'copy' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.document).toBe('document must be one of: original, final');
  });

  it('is for admins only', async () => {
    const sent = await sentContract(kit);
    expect((await call({ action: 'download', id: sent.id }, 'client')).status).toBe(403);
    expect((await call({ action: 'download', id: sent.id }, 'anonymous')).status).toBe(401);
  });
});
