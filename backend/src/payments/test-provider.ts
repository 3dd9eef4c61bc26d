import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider.ts';

/**
 * The built-in `test` provider: no network, the card number decides (as Stripe's test cards
 * do). Every other number is declined, so a real card typed by mistake never "succeeds".
 */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const outcomes: Record<string, ChargeResult | undefined> = {
  [testCards.declined]: {
    status: 'failed',
    reason: 'Your card was declined',
    failure: 'card_declined',
  },
  [testCards.insufficientFunds]: {
    status: 'failed',
    reason: 'Insufficient funds',
    failure: 'insufficient_funds',
  },
};

export const testProvider: PaymentProvider = {
  name: 'test',
  needsCard: true,
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const number = request.card?.number ?? '';
    const known = outcomes[number];
    if (known) return known;
    if (number !== testCards.succeeds) {
      return {
        status: 'failed',
        reason: 'Unknown test card: use 4242 4242 4242 4242',
        failure: 'unknown_test_card',
      };
    }
    // Derived from the idempotency key: the same charge asked twice has the same reference.
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex');
    return { status: 'succeeded', reference: `test_ch_${digest.slice(0, 24)}` };
  },
};
