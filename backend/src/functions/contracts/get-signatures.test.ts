import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { sentContract, signingCalls, typed } from '../e-signature/e-signature-test-data.ts';
import { contractCalls, missingId, sampleContract } from './contracts-test-data.ts';

const kit = useFunctionKit({
  truncate: ['contract_templates', 'clients', 'email_outbox', 'rate_limit_hits', 'notifications'],
  storage: true,
});
const { call, ok, createTemplate, createClient } = contractCalls(kit);
const signing = signingCalls(kit);
const jane = { name: 'Jane Doe', email: 'jane@studio.com' };
const sam = { name: 'Sam Boss', email: 'sam@studio.com' };
const lea = { name: 'Lea Legal', email: 'lea@studio.com' };

/** Sent `hoursAgo` hours ago, so the newest-first order is certain. */
const sentHoursAgo = (id: string, hoursAgo: number) =>
  kit.db.query(`UPDATE contracts SET sent_at = now() - $2 * interval '1 hour' WHERE id = $1`, [
    id,
    hoursAgo,
  ]);

const signatures = async (status?: string) =>
  (await ok({ action: 'get_signatures', ...(status ? { status } : {}) })).signatures as Array<
    Record<string, unknown>
  >;

const brief = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) => `${row.email} ${row.status} ${row.can_remind ? 'remind' : '-'}`);

const signerIds = async (contractId: string): Promise<string[]> =>
  (await ok({ action: 'get_contract', id: contractId })).contract.signatories.map(
    (s: { id: string }) => s.id,
  );

describe('get_signatures', () => {
  it('lists the waiting signers of sent contracts, newest sending first, sequential ones not reached included', async () => {
    const older = await sentContract(kit, { signers: [lea] });
    const newer = await sentContract(kit, { signers: [jane, sam], sequential: true });
    await sentHoursAgo(older.id, 5);
    await sentHoursAgo(newer.id, 1);
    const template = await createTemplate();
    const clientId = await createClient('draft@studio.com');
    await ok({
      action: 'create_contract',
      ...sampleContract(template.id, clientId, {
        signers: [{ name: 'Dan Draft', email: 'dan@studio.com' }],
        variables: { 'project.name': 'Site' },
      }),
    });

    const waiting = await signatures();
    expect(brief(waiting)).toEqual([
      'jane@studio.com sent remind',
      'sam@studio.com pending -',
      'lea@studio.com sent remind',
    ]);
    expect(waiting[1]).toMatchObject({
      contract_id: newer.id,
      contract_title: 'Website Agreement',
      contract_status: 'sent',
      client_name: 'Jane Doe',
      name: 'Sam Boss',
      position: 2,
      sent_at: null,
      reminders_sent: 0,
    });
    expect(typeof waiting[0]?.expires_at).toBe('string');
    expect(Object.keys(waiting[0] ?? {})).not.toContain('token_hash');
    expect(await signatures('all')).toHaveLength(3);
  });

  it('filters signed and declined by the signer, and waiting leaves a declined contract out', async () => {
    const sequential = await sentContract(kit, { signers: [jane, sam], sequential: true });
    const other = await sentContract(kit, { signers: [lea] });
    await signing.ok({
      action: 'sign',
      token: sequential.tokens[0],
      signature: typed('Jane Doe'),
      consent: true,
    });
    await signing.ok({ action: 'decline', token: other.tokens[0], reason: 'Too expensive' });

    expect(brief(await signatures('waiting'))).toEqual(['sam@studio.com sent remind']);
    expect(brief(await signatures('signed'))).toEqual(['jane@studio.com signed -']);
    const declined = await signatures('declined');
    expect(brief(declined)).toEqual(['lea@studio.com declined -']);
    expect(declined[0]).toMatchObject({ contract_status: 'declined' });
    expect(await signatures('all')).toHaveLength(3);
  });

  it('cannot remind on an expired contract', async () => {
    const sent = await sentContract(kit);
    await kit.db.query(
      `UPDATE contracts SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [sent.id],
    );
    expect(brief(await signatures())).toEqual(['jane@studio.com sent -']);
  });

  it('refuses an unknown filter with 400 on status', async () => {
    const bad = await call({ action: 'get_signatures', status: 'late' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.status).toBe('status must be one of: waiting, signed, declined, all');
  });
});

describe('remind one signer', () => {
  const mailsTo = async (email: string) =>
    (
      await kit.db.query(
        "SELECT id FROM email_outbox WHERE to_email = $1 AND subject LIKE 'Reminder:%'",
        [email],
      )
    ).length;

  it('e-mails only the signer asked for', async () => {
    const sent = await sentContract(kit, { signers: [jane, sam] });
    const [, samId] = await signerIds(sent.id);
    const answer = await ok({ action: 'remind', id: sent.id, signer_id: samId });
    expect(answer.reminded).toBe(1);
    expect(await mailsTo('sam@studio.com')).toBe(1);
    expect(await mailsTo('jane@studio.com')).toBe(0);
    const samNow = answer.contract.signatories.find((s: { id: string }) => s.id === samId);
    expect(samNow).toMatchObject({ reminders_sent: 1 });
    const entries = answer.contract.audit.filter(
      (e: { event: string }) => e.event === 'reminder_sent',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ signer_id: samId });
  });

  it('404 for a signer not of this contract; 409 for one who signed or whose turn has not come', async () => {
    const sent = await sentContract(kit, { signers: [jane, sam] });
    const sequential = await sentContract(kit, { signers: [lea, sam], sequential: true });
    const [janeId] = await signerIds(sent.id);
    const [, laterId] = await signerIds(sequential.id);

    for (const signerId of [missingId, 'nope', laterId]) {
      const unknown = await call({ action: 'remind', id: sent.id, signer_id: signerId });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('Signer not found');
    }

    const early = await call({ action: 'remind', id: sequential.id, signer_id: laterId });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("It is not Sam Boss's turn yet: Lea Legal signs first");

    await signing.ok({
      action: 'sign',
      token: sent.tokens[0],
      signature: typed('Jane'),
      consent: true,
    });
    const signed = await call({ action: 'remind', id: sent.id, signer_id: janeId });
    expect(signed.status).toBe(409);
    expect(signed.body.error).toBe('Jane Doe already signed this contract');
    expect(await mailsTo('jane@studio.com')).toBe(0);
    expect(await mailsTo('sam@studio.com')).toBe(0);
  });
});
