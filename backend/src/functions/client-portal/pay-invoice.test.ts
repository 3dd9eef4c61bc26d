import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { insertTestInvoice } from '../client-management/records-test-data.ts';
import {
  expectNotFound,
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';

const kit = useFunctionKit({ truncate: [...PORTAL_TRUNCATE, 'payments'] });

let a: PortalTestClient;
let b: PortalTestClient;
let asA: ReturnType<typeof portalCaller>;

beforeEach(async () => {
  ({ a, b } = await seedPortalClients(kit));
  asA = portalCaller(kit, a);
  await kit.db.query(
    `UPDATE app_settings SET value = 'false' WHERE key = 'payments.allow_partial'`,
  );
});

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string) => ({ number, exp_month: 12, exp_year: nextYear, cvc: '123' });
const good = card('4242 4242 4242 4242');

const pay = (id: string, extra: Record<string, unknown> = {}) =>
  asA({ action: 'pay_invoice', id, provider: 'test', card: good, ...extra });

const count = async (sql: string, params: unknown[] = []) =>
  Number((await kit.db.query<{ n: number }>(sql, params))[0]?.n);

describe('client-portal pay_invoice', () => {
  it('pays the balance by card, recorded as an admin payment: invoice paid, revenue, notices, receipt', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 12_345 });
    const before = await kit.call('revenue-tracking', { action: 'get_revenue_stats' });

    const paid = await pay(id);
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({
      amount_cents: 12_345,
      payment_method: 'card',
      invoice_id: id,
      client_id: a.id,
      description: expect.stringMatching(
        /^Paid in the client portal \(test test_ch_[0-9a-f]{24}\)$/,
      ),
    });
    expect(paid.body.invoice).toMatchObject({ id, status: 'paid', balance_cents: 0 });

    const after = await kit.call('revenue-tracking', { action: 'get_revenue_stats' });
    expect(after.body.currentMonth - before.body.currentMonth).toBeCloseTo(123.45);
    const listed = await kit.call('revenue-tracking', { action: 'get_payments', invoice_id: id });
    expect(listed.body.payments).toHaveLength(1);

    const notices = await kit.db.query<{ user_id: string; title: string }>(
      'SELECT user_id, title FROM notifications ORDER BY title',
    );
    expect(notices).toContainEqual({ user_id: a.userId, title: 'Payment received: $123.45' });
    expect(notices.map((n) => n.title)).toContain(`Invoice paid: ${paid.body.invoice.number}`);
    const [receipt] = await kit.db.query<{ to_email: string; subject: string; body: string }>(
      `SELECT to_email, subject, body FROM email_outbox WHERE subject LIKE 'Receipt%'`,
    );
    expect(receipt).toMatchObject({
      to_email: a.email,
      subject: `Receipt for invoice ${paid.body.invoice.number}: $123.45`,
    });
    expect(receipt?.body).toContain('paid in full');
    const [charge] = await kit.db.query<{ provider: string; reference: string }>(
      'SELECT provider, reference FROM portal_charges',
    );
    expect(paid.body.payment.description).toContain(charge?.reference);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined', 'card_declined'],
    ['4000000000009995', 'Insufficient funds', 'insufficient_funds'],
  ])('card %s: 402 PAYMENT_FAILED "%s" (%s), nothing recorded', async (number, error, reason) => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 5_000 });
    const refused = await pay(id, { card: card(number) });
    expect([refused.status, refused.body.code, refused.body.error, refused.body.reason]).toEqual([
      402,
      'PAYMENT_FAILED',
      error,
      reason,
    ]);
    expect(await count('SELECT count(*) AS n FROM payments')).toBe(0);
    expect(
      await count("SELECT count(*) AS n FROM email_outbox WHERE subject LIKE 'Receipt%'"),
    ).toBe(0);
    const [invoice] = await kit.db.query<{ status: string; amount_paid_cents: number }>(
      'SELECT status, amount_paid_cents FROM invoices WHERE id = $1',
      [id],
    );
    expect(invoice).toEqual({ status: 'sent', amount_paid_cents: 0 });
  });

  it.each([
    [
      'card.number',
      'This card number is not valid',
      'card_number_invalid',
      { card: card('4242 4242 4242 4241') },
    ],
    [
      'card.number',
      'Card number must be 12 to 19 digits',
      'card_number_digits',
      { card: card('42') },
    ],
    [
      'card.exp_month',
      'This card has expired',
      'card_expired',
      { card: { ...good, exp_year: 2020 } },
    ],
    [
      'card.exp_month',
      'Expiry month must be a number from 1 to 12',
      'expiry_month',
      { card: { ...good, exp_month: 13 } },
    ],
    ['card.cvc', 'CVC must be 3 or 4 digits', 'card_cvc', { card: { ...good, cvc: '1' } }],
    ['card', 'Card details are required', 'required', { card: undefined }],
    ['provider', 'Provider must be one of: test', 'invalid_choice', { provider: 'stripe' }],
    ['amount', 'Amount must be a whole number of cents', 'not_whole', { amount: 10.5 }],
  ])('400 on %s: %s (%s)', async (field, message, code, extra) => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 5_000 });
    const refused = await pay(id, extra);
    expect([refused.status, refused.body.fields?.[field]]).toEqual([400, message]);
    expect(refused.body.fieldCodes?.[field]).toEqual({ code });
    expect(await count('SELECT count(*) AS n FROM payments')).toBe(0);
  });

  it('partial payments only when the agency allows them, never more than the balance', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 10_000 });
    const partial = await pay(id, { amount: 4_000 });
    expect([partial.status, partial.body.fields]).toEqual([
      400,
      { amount: 'Pay the full balance of $100.00' },
    ]);
    expect(partial.body.fieldCodes).toEqual({
      amount: { code: 'full_balance_only', cents: 10_000, currency: 'USD' },
    });
    await kit.db.query(
      `UPDATE app_settings SET value = 'true' WHERE key = 'payments.allow_partial'`,
    );
    const more = await pay(id, { amount: 10_001 });
    expect(more.body.fields).toEqual({ amount: 'More than the balance due ($100.00)' });
    expect(more.body.fieldCodes?.amount).toMatchObject({ code: 'over_balance', cents: 10_000 });
    const first = await pay(id, { amount: 4_000 });
    expect(first.body.invoice).toMatchObject({ status: 'sent', balance_cents: 6_000 });
    const rest = await pay(id);
    expect(rest.body.payment.amount_cents).toBe(6_000);
    expect(rest.body.invoice).toMatchObject({ status: 'paid', balance_cents: 0 });
  });

  it.each([
    ['paid', 'This invoice is already paid'],
    ['cancelled', 'This invoice was cancelled'],
    ['draft', 'This invoice has not been sent yet'],
  ] as const)('a %s invoice: 409', async (status, message) => {
    const id = await insertTestInvoice(kit.db, {
      clientId: a.id,
      totalCents: 1_000,
      status,
      paidCents: status === 'paid' ? 1_000 : 0,
    });
    const refused = await pay(id);
    expect([refused.status, refused.body.code, refused.body.error]).toEqual([
      409,
      'CONFLICT',
      message,
    ]);
  });

  it('two payments of the same balance at once: one charge, the other 409', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 7_500 });
    const answers = await Promise.all([pay(id), pay(id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await count('SELECT count(*) AS n FROM payments')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM portal_charges')).toBe(1);
  });

  it('without Stripe keys: only the test provider is offered and there is no webhook', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 1_000 });
    const view = await asA({ action: 'get_invoice', id });
    expect(view.body.payment_providers).toEqual(['test']);
    const webhook = await kit.request('/payments/v1/stripe/webhook', {
      method: 'POST',
      body: '{}',
    });
    expect(webhook.status).toBe(404);
  });

  it("client A cannot pay client B's invoice: 404 as for an unknown id, nothing charged", async () => {
    const theirs = await insertTestInvoice(kit.db, { clientId: b.id, totalCents: 1_000 });
    expectNotFound(await pay(theirs));
    expectNotFound(await pay(randomUUID()));
    expectNotFound(await pay('not-an-id'));
    expect(await count('SELECT count(*) AS n FROM payments')).toBe(0);
    const [invoice] = await kit.db.query<{ status: string }>(
      'SELECT status FROM invoices WHERE id = $1',
      [theirs],
    );
    expect(invoice?.status).toBe('sent');
  });
});
