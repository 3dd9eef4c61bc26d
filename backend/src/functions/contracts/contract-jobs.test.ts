import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { sweepContracts } from './contract-jobs.ts';
import { contractCalls, sampleContract } from './contracts-test-data.ts';
import { hashSigningToken } from './signing-tokens.ts';

const kit = useFunctionKit({
  truncate: ['contract_templates', 'clients', 'email_outbox'],
  storage: true,
});
const { call, ok, createTemplate, createClient } = contractCalls(kit);
const siteUrl = 'http://localhost:3000';
const DAY = 86_400_000;

const signers = [
  { name: 'Jane Doe', email: 'jane@studio.com' },
  { name: 'Bob Boss', email: 'bob@studio.com' },
];

let clients = 0;
/** A sent contract (variables filled without a project). */
async function sent(changes: Record<string, unknown> = {}) {
  const template = await createTemplate();
  clients += 1;
  const clientId = await createClient(`client${clients}@studio.com`);
  const { contract } = await ok({
    action: 'create_contract',
    ...sampleContract(template.id, clientId, {
      variables: { 'project.name': 'Site' },
      signers,
      ...changes,
    }),
  });
  return (await ok({ action: 'send_contract', id: contract.id })).contract;
}

const signerRows = (contractId: string) =>
  kit.db.query<{ email: string; token_hash: string; reminders_sent: number }>(
    `SELECT email, token_hash, reminders_sent FROM contract_signers
     WHERE contract_id = $1 ORDER BY email`,
    [contractId],
  );

const audit = (contractId: string, event: string) =>
  kit.db.query<{ actor: string; signer_id: string | null; details: Record<string, unknown> }>(
    'SELECT actor, signer_id, details FROM contract_audit WHERE contract_id = $1 AND event = $2 ORDER BY id',
    [contractId, event],
  );

describe('remind', () => {
  it('e-mails each waiting signer a new link that replaces the old one', async () => {
    const contract = await sent();
    const before = await signerRows(contract.id);
    const { contract: after, reminded } = await ok({ action: 'remind', id: contract.id });
    expect(reminded).toBe(2);
    const rows = await signerRows(contract.id);
    const mails = await kit.db.query<{ to_email: string; subject: string; body: string }>(
      `SELECT to_email, subject, body FROM email_outbox WHERE subject LIKE 'Reminder:%'`,
    );
    expect(mails).toHaveLength(2);
    for (const row of rows) {
      expect(row.reminders_sent).toBe(1);
      expect(before.find((b) => b.email === row.email)?.token_hash).not.toBe(row.token_hash);
      const mail = mails.find((m) => m.to_email === row.email);
      const token = /\/sign\/([A-Za-z0-9_-]{43})\n/.exec(mail?.body ?? '')?.[1] ?? '';
      expect(hashSigningToken(token)).toBe(row.token_hash);
      expect(JSON.stringify(after)).not.toContain(token);
    }
    expect(after.signatories[0].last_reminded_at).not.toBeNull();
    const entries = await audit(contract.id, 'reminder_sent');
    expect(entries.map((e) => e.actor)).toEqual([
      expect.stringMatching(/^admin /),
      expect.stringMatching(/^admin /),
    ]);
    expect(entries[0]?.details).toMatchObject({ reminder: 1 });
  });

  it('reminds only the current signer of a sequential contract; a draft is 409', async () => {
    const contract = await sent({ signing_order: 'sequential' });
    expect((await ok({ action: 'remind', id: contract.id })).reminded).toBe(1);
    const rows = await signerRows(contract.id);
    expect(rows.map((r) => [r.email, r.reminders_sent])).toEqual([
      ['bob@studio.com', 0],
      ['jane@studio.com', 1],
    ]);
    await ok({ action: 'cancel_contract', id: contract.id });
    const refused = await call({ action: 'remind', id: contract.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Only a sent contract can be reminded; this one is cancelled');
  });
});

describe('the contracts sweep', () => {
  it('reminds on days 5, 7, 9, 11 and 13 after sending, stops for a signer who signed', async () => {
    const contract = await sent();
    const sentAt = Date.parse(contract.sent_at);
    const days: number[] = [];
    for (let day = 0; day <= 20; day += 1) {
      if (day === 8) {
        // Bob signs on day 8: Jane alone is reminded from then on.
        await kit.db.query(
          `UPDATE contract_signers SET status = 'signed', signed_at = now(),
             signature_type = 'typed', signature_value = name
           WHERE contract_id = $1 AND email = 'bob@studio.com'`,
          [contract.id],
        );
      }
      const run = await sweepContracts(kit.db, { siteUrl, now: new Date(sentAt + day * DAY) });
      for (let i = 0; i < run.reminded; i += 1) days.push(day);
      // A second run at the same time does nothing.
      const again = await sweepContracts(kit.db, { siteUrl, now: new Date(sentAt + day * DAY) });
      expect(again.reminded).toBe(0);
    }
    expect(days).toEqual([5, 5, 7, 7, 9, 11, 13]);
    const rows = await signerRows(contract.id);
    expect(rows.map((r) => [r.email, r.reminders_sent])).toEqual([
      ['bob@studio.com', 2],
      ['jane@studio.com', 5],
    ]);
    const entries = await audit(contract.id, 'reminder_sent');
    expect(entries).toHaveLength(7);
    expect(entries.every((e) => e.actor === 'system' && e.signer_id !== null)).toBe(true);
  });

  it('expires a sent contract at its expiry time, with an audit entry, and reminds it no more', async () => {
    const contract = await sent({ expires_at: '2199-01-01T12:00:00Z' });
    const expiry = Date.parse('2199-01-01T12:00:00Z');
    const early = await sweepContracts(kit.db, { siteUrl, now: new Date(expiry - 1) });
    expect(early.expired).toBe(0);
    const at = await sweepContracts(kit.db, { siteUrl, now: new Date(expiry) });
    expect(at).toEqual({ expired: 1, reminded: 0 });
    const { contract: expired } = await ok({ action: 'get_contract', id: contract.id });
    expect(expired.status).toBe('expired');
    expect(expired.audit.at(-1)).toMatchObject({ event: 'expired', actor: 'system' });
    expect((await sweepContracts(kit.db, { siteUrl, now: new Date(expiry + DAY) })).expired).toBe(
      0,
    );
    expect((await call({ action: 'remind', id: contract.id })).status).toBe(409);
  });
});
