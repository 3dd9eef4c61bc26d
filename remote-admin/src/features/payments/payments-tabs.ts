/** The two tabs of `/admin/payments`, named in the URL (`?tab=payments`; invoices by default). */
export const PAYMENT_TABS = ['invoices', 'payments'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

export function parseTab(params: URLSearchParams): PaymentTab {
  return params.get('tab') === 'payments' ? 'payments' : 'invoices';
}

/** Only the tab: filters of one tab mean nothing on the other. */
export function tabParams(tab: PaymentTab): URLSearchParams {
  return new URLSearchParams(tab === 'invoices' ? {} : { tab });
}
