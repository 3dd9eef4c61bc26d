import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far an event's signing time may be from ours: Stripe's own default tolerance. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

const hmacHex = (secret: string, signedPayload: string) =>
  createHmac('sha256', secret).update(signedPayload, 'utf8').digest('hex');

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex>[,v1=…]`) as Stripe documents
 * it: HMAC-SHA256 of `${t}.${rawBody}` with the endpoint's secret, compared in constant time,
 * and `t` within five minutes of `nowMs` so a captured event cannot be replayed later. Several
 * `v1` appear while a secret is being rolled; one match suffices.
 */
export function verifyStripeSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowMs: number = Date.now(),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'Missing Stripe-Signature header' };
  const pairs = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? ['', ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
  });
  const timestamp = pairs.find(([key]) => key === 't')?.[1] ?? '';
  const signatures = pairs.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!/^\d{1,12}$/.test(timestamp) || signatures.length === 0) {
    return { ok: false, reason: 'Malformed Stripe-Signature header' };
  }
  const age = Math.abs(nowMs / 1000 - Number(timestamp));
  if (age > STRIPE_SIGNATURE_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'Stripe-Signature timestamp is outside the tolerance' };
  }
  const expected = Buffer.from(hmacHex(secret, `${timestamp}.${rawBody}`), 'utf8');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'Stripe-Signature does not match' };
}

/** The header Stripe would send for `rawBody` signed at `timestampSeconds` (tests, tools). */
export function stripeSignatureHeader(
  rawBody: string,
  secret: string,
  timestampSeconds: number = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestampSeconds},v1=${hmacHex(secret, `${timestampSeconds}.${rawBody}`)}`;
}
