import type { PaymentProvider } from './provider.ts';
import { testProvider } from './test-provider.ts';

export type { CardDetails, ChargeRequest, ChargeResult, PaymentProvider } from './provider.ts';
export { testCards } from './test-provider.ts';

/**
 * The providers `pay_invoice` may name. A real one (Stripe) is a `PaymentProvider` in its own
 * file, added here when its keys are configured, and its name added to `paymentProviderNames`
 * in shared/src/contract/client-portal-exchange.ts (docs/portal.md, Payment providers).
 */
const providers: ReadonlyMap<string, PaymentProvider> = new Map([
  [testProvider.name, testProvider],
]);

export function findPaymentProvider(name: string): PaymentProvider | undefined {
  return providers.get(name);
}
