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

/**
 * The tab a key moves to in the tablist (WAI-ARIA tabs pattern): arrows wrap around, Home and
 * End go to the ends; any other key moves nowhere.
 */
export function tabForKey(current: PaymentTab, key: string): PaymentTab | null {
  const index = PAYMENT_TABS.indexOf(current);
  const count = PAYMENT_TABS.length;
  const target =
    key === 'ArrowRight'
      ? (index + 1) % count
      : key === 'ArrowLeft'
        ? (index - 1 + count) % count
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : null;
  return target === null ? null : (PAYMENT_TABS[target] ?? null);
}
