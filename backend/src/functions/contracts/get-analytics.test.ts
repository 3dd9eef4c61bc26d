import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { contractCalls, sampleContract } from './contracts-test-data.ts';

const kit = useFunctionKit({ truncate: ['contract_templates', 'clients'] });
const { call, ok, createTemplate, createClient } = contractCalls(kit);

/** The last 6 calendar months (UTC), oldest first, as 'YYYY-MM'. */
const lastMonths = (): string[] => {
  const now = new Date();
  return Array.from({ length: 6 }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5 + index, 1))
      .toISOString()
      .slice(0, 7),
  );
};

/** The middle of the month `monthsAgo` months back (UTC), so no month boundary is near. */
const midMonth = (monthsAgo: number): string => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15, 12),
  ).toISOString();
};

let clients = 0;

/** A contract put straight into a state, its times given, with `signers` signer rows. */
async function contractIn(
  status: string,
  times: { sentAt?: string; signedAt?: string } = {},
  options: { value?: number; signers?: number } = {},
) {
  const template = await createTemplate();
  clients += 1;
  const clientId = await createClient(`client${clients}@studio.com`);
  const signers = Array.from({ length: options.signers ?? 1 }, (_, index) => ({
    name: `Signer ${index + 1}`,
    email: `signer${index + 1}@studio.com`,
  }));
  const { contract } = await ok({
    action: 'create_contract',
    ...sampleContract(template.id, clientId, {
      value: options.value ?? 100_000,
      signers,
      variables: { 'project.name': 'Site' },
    }),
  });
  await kit.db.query(
    `UPDATE contracts SET status = $2, sent_at = $3, signed_at = $4,
            cancelled_at = CASE WHEN $2 = 'cancelled' THEN now() END
     WHERE id = $1`,
    [contract.id, status, times.sentAt ?? null, times.signedAt ?? null],
  );
  if (status === 'signed') {
    await kit.db.query(
      `UPDATE contract_signers
       SET status = 'signed', signed_at = $2, signature_type = 'typed', signature_value = name
       WHERE contract_id = $1`,
      [contract.id, times.signedAt],
    );
  }
  return contract.id as string;
}

const hoursAfter = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

describe('get_analytics', () => {
  it('answers zeros before any contract, the six months included', async () => {
    const { analytics } = await ok({ action: 'get_analytics' });
    expect(analytics).toEqual({
      counts: { draft: 0, sent: 0, signed: 0, declined: 0, expired: 0, cancelled: 0 },
      sent: 0,
      signed: 0,
      declined: 0,
      expired: 0,
      signing_rate: null,
      median_hours_to_sign: null,
      average_hours_to_sign: null,
      pending_signatures: 0,
      signed_value: [],
      by_month: lastMonths().map((month) => ({ month, sent: 0, signed: 0 })),
    });
  });

  it('counts, rates, times to sign, values and months', async () => {
    const thisMonth = midMonth(0) < new Date().toISOString() ? midMonth(0) : midMonth(1);
    const twoAgo = midMonth(2);
    await contractIn('signed', { sentAt: twoAgo, signedAt: hoursAfter(twoAgo, 10) });
    await contractIn('signed', { sentAt: twoAgo, signedAt: hoursAfter(twoAgo, 20.25) });
    await contractIn(
      'signed',
      { sentAt: twoAgo, signedAt: hoursAfter(twoAgo, 60) },
      { value: 250_000 },
    );
    await contractIn('declined', { sentAt: thisMonth });
    await contractIn('expired', { sentAt: midMonth(8) });
    await contractIn('sent', { sentAt: thisMonth }, { signers: 3 });
    await contractIn('cancelled', { sentAt: thisMonth });
    await contractIn('cancelled');
    await contractIn('draft');

    const { analytics } = await ok({ action: 'get_analytics' });
    expect(analytics).toMatchObject({
      counts: { draft: 1, sent: 1, signed: 3, declined: 1, expired: 1, cancelled: 2 },
      sent: 7,
      signed: 3,
      declined: 1,
      expired: 1,
      signing_rate: 0.6,
      median_hours_to_sign: 20.3,
      average_hours_to_sign: 30.1,
      pending_signatures: 3,
      signed_value: [{ currency: 'USD', cents: 450_000 }],
    });
    const months = lastMonths();
    const expected = months.map((month) => ({ month, sent: 0, signed: 0 }));
    const at = (iso: string) => months.indexOf(iso.slice(0, 7));
    for (const iso of [twoAgo, twoAgo, twoAgo, thisMonth, thisMonth, thisMonth]) {
      const slot = expected[at(iso)];
      if (slot) slot.sent += 1;
    }
    const signedSlot = expected[at(twoAgo)];
    if (signedSlot) signedSlot.signed = 3;
    expect(analytics.by_month).toEqual(expected);
  });

  it('is for admins only', async () => {
    expect((await call({ action: 'get_analytics' }, 'client')).status).toBe(403);
  });
});
