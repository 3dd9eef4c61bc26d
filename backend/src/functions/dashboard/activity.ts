import type { ActivityRow, ActivityType } from '../../db/overview.ts';

/** One line of the dashboard's recent activity (docs/dashboard.md). */
export interface ActivityItem {
  type: ActivityType;
  id: string;
  subject: string | null;
  who: string | null;
  at: string;
  amount_cents: number | null;
  currency: string | null;
  /** The admin page of the record it is about. */
  path: string;
}

/** Where an activity leads: the lead's panel, the proposal, the invoice (or the payments). */
export function activityPath(row: Pick<ActivityRow, 'type' | 'id' | 'invoice_id'>): string {
  switch (row.type) {
    case 'lead_created':
      return `/admin/leads?lead=${row.id}`;
    case 'proposal_sent':
    case 'proposal_accepted':
    case 'proposal_declined':
      return `/admin/proposals/${row.id}`;
    case 'invoice_sent':
    case 'invoice_paid':
      return `/admin/payments/invoices/${row.id}`;
    case 'payment_recorded':
      return row.invoice_id
        ? `/admin/payments/invoices/${row.invoice_id}`
        : '/admin/payments?tab=payments';
  }
}

export function toActivityItem(row: ActivityRow): ActivityItem {
  return {
    type: row.type,
    id: row.id,
    subject: row.subject,
    who: row.who,
    at: row.at,
    amount_cents: row.amount_cents,
    currency: row.currency,
    path: activityPath(row),
  };
}
