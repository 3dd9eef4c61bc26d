import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader, verifyStripeSignature } from './stripe-signature.ts';

const secret = 'whsec_test_secret';
const body = '{"id":"evt_1","type":"checkout.session.completed"}';
const now = 1_790_000_000_000;
const t = now / 1000;

describe('verifyStripeSignature', () => {
  it("accepts Stripe's scheme: v1 = HMAC-SHA256 of 't.body' with the secret, in hex", () => {
    const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(verifyStripeSignature(`t=${t},v1=${v1}`, body, secret, now)).toEqual({ ok: true });
    expect(stripeSignatureHeader(body, secret, t)).toBe(`t=${t},v1=${v1}`);
  });

  it('accepts any one matching v1 among several (a secret being rolled) and ignores v0', () => {
    const good = stripeSignatureHeader(body, secret, t).split(',')[1];
    const header = `t=${t},v0=abc,v1=${'0'.repeat(64)},${good}`;
    expect(verifyStripeSignature(header, body, secret, now).ok).toBe(true);
  });

  it.each([
    ['another secret', stripeSignatureHeader(body, 'whsec_other', t), body],
    ['a changed body', stripeSignatureHeader(body, secret, t), `${body} `],
    ['a signature of another length', `t=${t},v1=abcd`, body],
    [
      'the timestamp changed',
      stripeSignatureHeader(body, secret, t).replace(`t=${t}`, `t=${t - 1}`),
      body,
    ],
  ])('refuses %s', (_case, header, payload) => {
    expect(verifyStripeSignature(header, payload, secret, now)).toEqual({
      ok: false,
      reason: 'Stripe-Signature does not match',
    });
  });

  it('refuses an event signed more than 5 minutes before or after now, accepts within', () => {
    const at = (seconds: number) => stripeSignatureHeader(body, secret, seconds);
    const outside = { ok: false, reason: 'Stripe-Signature timestamp is outside the tolerance' };
    expect(verifyStripeSignature(at(t - 301), body, secret, now)).toEqual(outside);
    expect(verifyStripeSignature(at(t + 301), body, secret, now)).toEqual(outside);
    expect(verifyStripeSignature(at(t - 300), body, secret, now).ok).toBe(true);
  });

  it.each([
    [undefined, 'Missing Stripe-Signature header'],
    ['', 'Missing Stripe-Signature header'],
    ['v1=abc', 'Malformed Stripe-Signature header'],
    [`t=${t}`, 'Malformed Stripe-Signature header'],
    ['t=soon,v1=abc', 'Malformed Stripe-Signature header'],
    ['garbage', 'Malformed Stripe-Signature header'],
  ])('refuses the header %j: %s', (header, reason) => {
    expect(verifyStripeSignature(header, body, secret, now)).toEqual({ ok: false, reason });
  });
});
