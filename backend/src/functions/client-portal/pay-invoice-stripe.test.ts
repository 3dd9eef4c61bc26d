import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripeApi } from '../../payments/fake-stripe-api.ts';
import { createPaymentProviders } from '../../payments/index.ts';
import { stripeSignatureHeader } from '../../payments/stripe-signature.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { insertTestInvoice } from '../client-management/records-test-data.ts';
import {
  expectNotFound,
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';

const stripe = await startFakeStripeApi();
const secretKey = 'sk_test_portal';
const webhookSecret = 'whsec_portal';
const siteUrl = 'https://studio.example.com';

const kit = useFunctionKit({
  truncate: [...PORTAL_TRUNCATE, 'payments'],
  payments: createPaymentProviders({
    stripe: { secretKey, webhookSecret, apiUrl: stripe.url },
    siteUrl,
  }),
});

afterAll(async () => {
  await stripe.close();
});

let a: PortalTestClient;
let b: PortalTestClient;
let asA: ReturnType<typeof portalCaller>;

beforeEach(async () => {
  ({ a, b } = await seedPortalClients(kit));
  asA = portalCaller(kit, a);
  stripe.requests.length = 0;
  stripe.failWith(null);
  await kit.db.query(`UPDATE app_settings SET value = 'true' WHERE key = 'payments.allow_partial'`);
});

const startCheckout = (id: string, extra: Record<string, unknown> = {}) =>
  asA({ action: 'pay_invoice', id, provider: 'stripe', ...extra });

/** The event Stripe sends once the client paid on its page, for the session it answered. */
function completedEvent(
  sessionId: string,
  form: URLSearchParams,
  overrides: Record<string, unknown> = {},
) {
  return JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: {
          invoice_id: form.get('metadata[invoice_id]'),
          charge_id: form.get('metadata[charge_id]'),
        },
        ...overrides,
      },
    },
  });
}

const postEvent = async (body: string, signature = stripeSignatureHeader(body, webhookSecret)) => {
  const response = await kit.request('/payments/v1/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
  return { status: response.status, body: (await response.json()) as any };
};

const count = async (sql: string, params: unknown[] = []) =>
  Number((await kit.db.query<{ n: number }>(sql, params))[0]?.n);

/** Starts a checkout of `id` and answers the event that completes it. */
async function startedCheckout(id: string, extra: Record<string, unknown> = {}) {
  const started = await startCheckout(id, extra);
  expect(started.status).toBe(200);
  const request = stripe.requests.at(-1);
  if (!request) throw new Error('no request reached the fake Stripe API');
  const sessionId = started.body.redirect_url.split('/').at(-1) as string;
  return { started, request, sessionId, event: completedEvent(sessionId, request.form) };
}

describe('client-portal pay_invoice with Stripe Checkout', () => {
  it('creates a Checkout Session with the amount, the ids and the way back, and records nothing yet', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 12_345 });
    const { started, request } = await startedCheckout(id);
    expect(started.body).toEqual({
      success: true,
      redirect_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
      checkout_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${secretKey}`,
      contentType: 'application/x-www-form-urlencoded',
      idempotencyKey: expect.stringMatching(new RegExp(`^checkout:stripe:invoice:${id}:0:12345:`)),
    });
    const [invoice] = await kit.db.query<{ number: string }>(
      'SELECT number FROM invoices WHERE id = $1',
      [id],
    );
    expect(Object.fromEntries(request.form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '12345',
      'line_items[0][price_data][product_data][name]': `Invoice ${invoice?.number}`,
      success_url: `${siteUrl}/client-portal/invoices/${id}?payment=success`,
      cancel_url: `${siteUrl}/client-portal/invoices/${id}?payment=cancelled`,
      client_reference_id: started.body.checkout_id,
      'metadata[invoice_id]': id,
      'metadata[charge_id]': started.body.checkout_id,
    });
    expect(await count('SELECT count(*) AS n FROM payments')).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM portal_checkouts WHERE completed_at IS NULL'),
    ).toBe(1);
    const [row] = await kit.db.query<{ status: string; amount_paid_cents: number }>(
      'SELECT status, amount_paid_cents FROM invoices WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'sent', amount_paid_cents: 0 });
  });

  it('asked again for the same balance the same day: the same session, one pending checkout', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 5_000 });
    const first = await startCheckout(id);
    const again = await startCheckout(id);
    expect(again.body).toEqual(first.body);
    expect(stripe.requests.map((request) => request.idempotencyKey)).toEqual([
      stripe.requests[0]?.idempotencyKey,
      stripe.requests[0]?.idempotencyKey,
    ]);
    expect(await count('SELECT count(*) AS n FROM portal_checkouts')).toBe(1);
  });

  it('the signed completed event records the payment as the test provider would, once', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 12_345 });
    const before = await kit.call('revenue-tracking', { action: 'get_revenue_stats' });
    const { event, sessionId } = await startedCheckout(id);

    const recorded = await postEvent(event);
    expect(recorded).toEqual({
      status: 200,
      body: { success: true, received: true, recorded: true, payment_id: expect.any(String) },
    });
    const listed = await kit.call('revenue-tracking', { action: 'get_payments', invoice_id: id });
    expect(listed.body.payments).toEqual([
      expect.objectContaining({
        id: recorded.body.payment_id,
        amount_cents: 12_345,
        payment_method: 'card',
        client_id: a.id,
        description: `Paid in the client portal (stripe ${sessionId})`,
      }),
    ]);
    const view = await asA({ action: 'get_invoice', id });
    expect(view.body.invoice).toMatchObject({ status: 'paid', balance_cents: 0 });
    const after = await kit.call('revenue-tracking', { action: 'get_revenue_stats' });
    expect(after.body.currentMonth - before.body.currentMonth).toBeCloseTo(123.45);
    const notices = await kit.db.query<{ user_id: string; title: string }>(
      'SELECT user_id, title FROM notifications',
    );
    expect(notices).toContainEqual({ user_id: a.userId, title: 'Payment received: $123.45' });
    expect(
      await count("SELECT count(*) AS n FROM email_outbox WHERE subject LIKE 'Receipt%'"),
    ).toBe(1);
    const [charge] = await kit.db.query<{ provider: string; reference: string }>(
      'SELECT provider, reference FROM portal_charges',
    );
    expect(charge).toEqual({ provider: 'stripe', reference: sessionId });

    // Stripe delivers an event again when it is unsure we got it: nothing more is recorded.
    const replayed = await postEvent(event);
    expect(replayed).toEqual({
      status: 200,
      body: { success: true, received: true, recorded: false },
    });
    const twice = await Promise.all([postEvent(event), postEvent(event)]);
    expect(twice.map((answer) => answer.body.recorded)).toEqual([false, false]);
    expect(await count('SELECT count(*) AS n FROM payments')).toBe(1);
    expect(
      await count("SELECT count(*) AS n FROM email_outbox WHERE subject LIKE 'Receipt%'"),
    ).toBe(1);
  });

  it('a partial amount the agency allows leaves the rest due', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 10_000 });
    const { event, request } = await startedCheckout(id, { amount: 4_000 });
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe('4000');
    expect((await postEvent(event)).body.recorded).toBe(true);
    const view = await asA({ action: 'get_invoice', id });
    expect(view.body.invoice).toMatchObject({ balance_cents: 6_000, amount_paid_cents: 4_000 });
    expect(view.body.invoice.status).not.toBe('paid');
  });

  it('two deliveries of the same event at once record one payment', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 2_500 });
    const { event } = await startedCheckout(id);
    const answers = await Promise.all([postEvent(event), postEvent(event)]);
    expect(answers.map((answer) => answer.body.recorded).sort()).toEqual([false, true]);
    expect(await count('SELECT count(*) AS n FROM payments')).toBe(1);
  });

  it.each([
    ['no signature', (body: string) => postEvent(body, '')],
    ['another secret', (body: string) => postEvent(body, stripeSignatureHeader(body, 'whsec_x'))],
    [
      'a signature 6 minutes old',
      (body: string) =>
        postEvent(body, stripeSignatureHeader(body, webhookSecret, Date.now() / 1000 - 360)),
    ],
    [
      'a body changed after signing',
      (body: string) =>
        postEvent(body.replace('"paid"', '"paid" '), stripeSignatureHeader(body, webhookSecret)),
    ],
  ])('%s: 400 INVALID_SIGNATURE, nothing recorded', async (_case, send) => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 1_000 });
    const { event } = await startedCheckout(id);
    const refused = await send(event);
    expect([refused.status, refused.body.code]).toEqual([400, 'INVALID_SIGNATURE']);
    expect(await count('SELECT count(*) AS n FROM payments')).toBe(0);
  });

  it('other events, unpaid sessions, unknown sessions and altered amounts: 200, nothing recorded', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 3_000 });
    const { event, sessionId, request } = await startedCheckout(id);
    const other = JSON.stringify({ ...JSON.parse(event), type: 'checkout.session.expired' });
    const unpaid = completedEvent(sessionId, request.form, { payment_status: 'unpaid' });
    const unknown = completedEvent('cs_test_someone_else', request.form);
    const altered = completedEvent(sessionId, request.form, { amount_total: 1 });
    for (const body of [other, unpaid, unknown, altered]) {
      expect(await postEvent(body)).toEqual({
        status: 200,
        body: { success: true, received: true, recorded: false },
      });
    }
    expect(await count('SELECT count(*) AS n FROM payments')).toBe(0);
    // The genuine event still records it afterwards.
    expect((await postEvent(event)).body.recorded).toBe(true);
  });

  it('a signed body that is not an event: 400, nothing recorded', async () => {
    expect((await postEvent('not json')).body.code).toBe('INVALID_JSON');
    expect((await postEvent('{"type":1}')).body.code).toBe('INVALID_BODY');
    const noSession = JSON.stringify({
      type: 'checkout.session.completed',
      data: { object: { payment_status: 'paid' } },
    });
    expect(await postEvent(noSession)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_BODY' },
    });
  });

  it('Stripe unreachable or refusing the key: 402 PAYMENT_FAILED, no pending checkout', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 1_000 });
    stripe.failWith(401);
    const refused = await startCheckout(id);
    expect([refused.status, refused.body.code, refused.body.error]).toEqual([
      402,
      'PAYMENT_FAILED',
      'Card payments are unavailable right now; please try again later',
    ]);
    expect(await count('SELECT count(*) AS n FROM portal_checkouts')).toBe(0);
  });

  it("client A cannot start a Stripe payment of client B's invoice: 404, Stripe never asked", async () => {
    const theirs = await insertTestInvoice(kit.db, { clientId: b.id, totalCents: 1_000 });
    expectNotFound(await startCheckout(theirs));
    expectNotFound(await startCheckout(randomUUID()));
    expect(stripe.requests).toHaveLength(0);
    expect(await count('SELECT count(*) AS n FROM portal_checkouts')).toBe(0);
  });

  it('get_invoice tells the portal both providers are available', async () => {
    const id = await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 1_000 });
    const view = await asA({ action: 'get_invoice', id });
    expect(view.body.payment_providers).toEqual(['stripe', 'test']);
    const unknown = await startCheckout(id, { provider: 'paypal' });
    expect(unknown.body.fields).toEqual({ provider: 'Provider must be one of: stripe, test' });
  });
});
