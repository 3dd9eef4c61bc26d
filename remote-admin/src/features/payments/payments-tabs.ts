/**
 * The tabs of `/admin/payments`, named in the URL (`?tab=payments`, `?tab=credit-notes`;
 * invoices by default).
 */
export const PAYMENT_TABS = ['invoices', 'payments', 'credit-notes'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

export function parseTab(params: URLSearchParams): PaymentTab {
  const tab = params.get('tab');
  return PAYMENT_TABS.find((each) => each === tab) ?? 'invoices';
}

/** Only the tab: filters of one tab mean nothing on the other. */
export function tabParams(tab: PaymentTab): URLSearchParams {
  return new URLSearchParams(tab === 'invoices' ? {} : { tab });
}
