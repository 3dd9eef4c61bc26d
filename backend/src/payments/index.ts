import { defaultAuthSettings } from '../auth/auth-settings.ts';
import type { PaymentProvider, PaymentProviders } from './provider.ts';
import { createStripeProvider, type StripeSettings } from './stripe-provider.ts';
import { testProvider } from './test-provider.ts';

export type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  PaymentProviders,
} from './provider.ts';
export { DEFAULT_STRIPE_API_URL, type StripeSettings } from './stripe-provider.ts';
export { testCards } from './test-provider.ts';

/**
 * The providers `pay_invoice` may name: `test` always, `stripe` when its two keys are
 * configured (`ATELIER_STRIPE_*`, config.ts). Built once at start and handed to the actions
 * as `ctx.payments`, so a test configures Stripe by passing its own.
 */
export function createPaymentProviders(
  options: { stripe?: StripeSettings | undefined; siteUrl?: string } = {},
): PaymentProviders {
  const list: PaymentProvider[] = [testProvider];
  if (options.stripe) {
    list.push(createStripeProvider(options.stripe, options.siteUrl ?? defaultAuthSettings.siteUrl));
  }
  const byName = new Map<string, PaymentProvider>(
    list.map((provider) => [provider.name, provider]),
  );
  return {
    names: list.map((provider) => provider.name).sort(),
    find: (name) => byName.get(name),
    stripeWebhookSecret: options.stripe?.webhookSecret ?? null,
  };
}

/** Without configuration: the `test` provider alone. */
export const defaultPaymentProviders: PaymentProviders = createPaymentProviders();
