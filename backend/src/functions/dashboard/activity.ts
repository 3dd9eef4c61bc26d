import type { ActivityItem } from '@atelier/shared/contract';
import type { ActivityRow } from '../../db/overview.ts';

/** One line of the dashboard's recent activity (docs/dashboard.md). */
export type { ActivityItem };

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
