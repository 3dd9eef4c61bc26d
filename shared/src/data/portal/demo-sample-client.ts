import type { PortalProfile } from '../../contract/client-portal';
import type { PortalAgency } from '../../contract/client-portal-records';
import type { LineItem } from '../../contract/line-items';
import { demoAgencyName } from '../../demo/demo-agency';

/**
 * The portal's sample client (demo-sample.ts): who they are, the agency, the clock the
 * sample is dated by (relative to when the module loads) and the totals of priced lines.
 */

const DAY_MS = 86_400_000;
const LOADED_AT = Date.now();

/** An instant `days` from now (negative: in the past). */
export const at = (days: number) => new Date(LOADED_AT + days * DAY_MS).toISOString();
/** A `YYYY-MM-DD` day `days` from now. */
export const day = (days: number) => at(days).slice(0, 10);

export const DEMO_PORTAL_CLIENT_ID = 'demo-portal-client';
export const DEMO_PORTAL_CURRENCY = 'USD';

/** The agency as the portal's answers give it, named as the live screens name it. */
export const demoPortalAgency = (): PortalAgency => ({ name: demoAgencyName(), tax_id: null });

export const DEMO_PORTAL_PROFILE: PortalProfile = {
  name: 'Jane Cooper',
  company: 'Northwind Studio',
  email: 'jane.cooper@northwind.example',
  phone: '+1 555 0142',
  notify_email: true,
  language: 'en',
};

/** Lines with their amounts, and the totals the server computes from them. */
export function priced(prefix: string, lines: [string, number, number][], taxRateBp: number) {
  const items: LineItem[] = lines.map(([description, quantity, unit], index) => ({
    id: `${prefix}-line-${index + 1}`,
    position: index,
    description,
    quantity,
    unit_price_cents: unit,
    amount_cents: Math.round(quantity * unit),
  }));
  const subtotal = items.reduce((sum, item) => sum + item.amount_cents, 0);
  const tax = Math.round((subtotal * taxRateBp) / 10_000);
  return {
    items,
    discount_cents: 0,
    tax_rate_bp: taxRateBp,
    subtotal_cents: subtotal,
    tax_cents: tax,
    total_cents: subtotal + tax,
  };
}
