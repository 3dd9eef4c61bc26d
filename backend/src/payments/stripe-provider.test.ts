import { afterAll, describe, expect, it } from 'vitest';
import { startFakeStripeApi } from './fake-stripe-api.ts';
import type { ChargeRequest } from './provider.ts';
import { createStripeProvider, STRIPE_UNAVAILABLE } from './stripe-provider.ts';

const stripe = await startFakeStripeApi();
afterAll(async () => {
  await stripe.close();
});

const request: ChargeRequest = {
  amountCents: 1_999,
  currency: 'EUR',
  description: 'Invoice INV-2026-0007',
  card: null,
  invoiceId: '11111111-1111-4111-8111-111111111111',
  chargeId: '22222222-2222-5222-a222-222222222222',
  idempotencyKey: 'checkout:stripe:invoice:1:0:1999:2026-11-26',
};

describe('the stripe provider', () => {
  it('answers a redirect to the session Stripe created, its id as the reference', async () => {
    const provider = createStripeProvider(
      { secretKey: 'sk_test_x', apiUrl: `${stripe.url}/` },
      'https://site.test',
    );
    const result = await provider.charge(request);
    expect(result).toEqual({
      status: 'redirect',
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
      reference: expect.stringMatching(/^cs_test_/),
    });
    expect(stripe.requests.at(-1)?.path).toBe('/v1/checkout/sessions');
    expect(stripe.requests.at(-1)?.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(provider.needsCard).toBe(false);
  });

  it('fails with a sentence of ours when Stripe refuses (the key) or cannot be reached', async () => {
    stripe.failWith(401);
    const provider = createStripeProvider(
      { secretKey: 'sk_bad', apiUrl: stripe.url },
      'https://site.test',
    );
    expect(await provider.charge(request)).toEqual({
      status: 'failed',
      reason: STRIPE_UNAVAILABLE,
      failure: 'payments_unavailable',
    });
    stripe.failWith(null);
    const nowhere = createStripeProvider(
      { secretKey: 'sk_x', apiUrl: 'http://127.0.0.1:9' },
      'https://site.test',
    );
    expect(await nowhere.charge(request)).toEqual({
      status: 'failed',
      reason: STRIPE_UNAVAILABLE,
      failure: 'payments_unavailable',
    });
  });
});
