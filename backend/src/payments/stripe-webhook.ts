import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { completeCheckout } from '../functions/client-portal/complete-checkout.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

/** The event types that carry a paid Checkout Session (the second for delayed methods). */
const paidSessionEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

const eventSchema = z.object({
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const sessionSchema = z.object({
  id: z.string().min(1).max(200),
  payment_status: z.string(),
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});

/**
 * `POST /payments/v1/stripe/webhook`: the endpoint given to Stripe (docs/portal.md, Payment
 * providers). The raw body's `Stripe-Signature` is checked first; an unsigned, mis-signed or
 * stale event answers 400 INVALID_SIGNATURE and records nothing. A paid Checkout Session
 * records its payment once (`completeCheckout`); every other event, and a session this
 * backend never started, answers 200 with `recorded: false`, so Stripe does not retry what
 * will never be recorded.
 */
export function stripeWebhookRoutes(deps: { db: Database; webhookSecret: string }): Hono {
  const routes = new Hono();
  routes.post('/stripe/webhook', async (c) => {
    const rawBody = await c.req.text();
    const check = verifyStripeSignature(
      c.req.header('stripe-signature'),
      rawBody,
      deps.webhookSecret,
    );
    if (!check.ok) throw new AppError('INVALID_SIGNATURE', check.reason);
    const event = eventSchema.safeParse(parseJson(rawBody));
    if (!event.success) throw new AppError('INVALID_BODY', 'Not a Stripe event');
    if (!paidSessionEvents.has(event.data.type)) {
      return c.json({ success: true, received: true, recorded: false });
    }
    const session = sessionSchema.safeParse(event.data.data.object);
    if (!session.success) throw new AppError('INVALID_BODY', 'Not a Checkout Session');
    if (session.data.payment_status !== 'paid') {
      return c.json({ success: true, received: true, recorded: false });
    }
    const outcome = await completeCheckout(deps.db, {
      provider: 'stripe',
      sessionId: session.data.id,
      amountCents: session.data.amount_total ?? null,
      currency: session.data.currency ?? null,
      chargeId: session.data.metadata?.charge_id ?? null,
    });
    if (outcome.status === 'mismatch') {
      c.get('logger').warn(
        { session: session.data.id, mismatch: outcome.reason },
        'Stripe session differs from the checkout the portal started: not recorded',
      );
    }
    return c.json({
      success: true,
      received: true,
      recorded: outcome.status === 'recorded',
      ...(outcome.status === 'recorded' ? { payment_id: outcome.paymentId } : {}),
    });
  });
  return routes;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'Body is not JSON');
  }
}
