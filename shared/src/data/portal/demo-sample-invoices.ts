import type { PortalPayment } from '../../contract/client-portal-records';
import type { Invoice } from '../../contract/invoices';
import {
  at,
  DEMO_PORTAL_CLIENT_ID,
  DEMO_PORTAL_CURRENCY,
  DEMO_PORTAL_PROFILE,
  day,
  priced,
} from './demo-sample-client';

/** The sample client's invoices and their payments (demo-sample.ts). */

const INVOICE_CLIENT: Invoice['clients'] = {
  name: DEMO_PORTAL_PROFILE.name,
  company: DEMO_PORTAL_PROFILE.company,
  email: DEMO_PORTAL_PROFILE.email,
  address: '12 Harbour Street, Portland, OR 97205',
  tax_id: null,
};

function invoice(
  sequence: number,
  status: 'paid' | 'sent' | 'overdue',
  issuedDaysAgo: number,
  lines: [string, number, number][],
  paidCents: number | 'all',
): Invoice {
  const id = `demo-portal-invoice-${sequence}`;
  const totals = priced(id, lines, 800);
  const paid = paidCents === 'all' ? totals.total_cents : paidCents;
  return {
    id,
    client_id: DEMO_PORTAL_CLIENT_ID,
    project_id: 'demo-portal-project-1',
    notes: 'Thank you for your business.',
    currency: DEMO_PORTAL_CURRENCY,
    ...totals,
    due_date: day(30 - issuedDaysAgo),
    number: `INV-${day(-issuedDaysAgo).slice(0, 4)}-00${sequence}`,
    amount_paid_cents: paid,
    credited_cents: 0,
    balance_cents: totals.total_cents - paid,
    issue_date: day(-issuedDaysAgo),
    status,
    sent_at: at(-issuedDaysAgo),
    paid_at: status === 'paid' ? at(-issuedDaysAgo + 10) : null,
    cancelled_at: null,
    created_at: at(-issuedDaysAgo - 1),
    updated_at: at(-issuedDaysAgo),
    clients: INVOICE_CLIENT,
    projects: { name: 'Website redesign' },
  };
}

export const DEMO_PORTAL_INVOICES: Invoice[] = [
  invoice(3, 'sent', 4, [['Design mock-ups', 1, 260_000]], 0),
  invoice(2, 'overdue', 38, [['Design (days), first half', 4, 65_000]], 100_000),
  invoice(1, 'paid', 42, [['Discovery workshop', 1, 150_000]], 'all'),
];

/** The payments of each sample invoice, by invoice id. */
export const DEMO_PORTAL_PAYMENTS: Record<string, PortalPayment[]> = {
  'demo-portal-invoice-1': [
    {
      id: 'demo-portal-payment-1',
      payment_date: day(-32),
      amount_cents: DEMO_PORTAL_INVOICES[2]?.total_cents ?? 0,
      currency: DEMO_PORTAL_CURRENCY,
      payment_method: 'bank_transfer',
    },
  ],
  'demo-portal-invoice-2': [
    {
      id: 'demo-portal-payment-2',
      payment_date: day(-20),
      amount_cents: 100_000,
      currency: DEMO_PORTAL_CURRENCY,
      payment_method: 'card',
    },
  ],
  'demo-portal-invoice-3': [],
};
