import { clientPortal } from '@atelier/shared/actions';
import type { PortalInvoicesAnswer } from '@atelier/shared/contract';
import { listClientInvoices } from '../../db/portal-records.ts';
import { implement } from '../registry.ts';
import { portalClient } from './portal-client.ts';

/** The invoices issued to the caller (never drafts), newest first, with what is left to pay. */
export const getInvoices = implement(clientPortal.actions.get_invoices, {
  handler: async (_input, { db, caller }): Promise<PortalInvoicesAnswer> => {
    const client = await portalClient(db, caller);
    const rows = await listClientInvoices(db, client.id);
    return {
      invoices: rows.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        status: invoice.status,
        currency: invoice.currency,
        total_cents: invoice.total_cents,
        amount_paid_cents: invoice.amount_paid_cents,
        credited_cents: invoice.credited_cents,
        balance_cents: invoice.balance_cents,
        issue_date: invoice.issue_date,
        due_date: invoice.due_date,
        projects: invoice.projects,
      })),
    };
  },
});
