import { invoiceManagement } from '@atelier/shared/actions';
import { getInvoicesInput } from '@atelier/shared/contract';
import { listInvoices } from '../../db/invoices.ts';
import { isUuid, pageWindow } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';

export { getInvoicesInput };

/** One page of invoices; `overdue` is a status like the others (derived in SQL). */
export const getInvoices = implement(invoiceManagement.actions.get_invoices, {
  handler: async (input, { db }) => {
    // An id that is not a UUID names no client or project: nothing matches.
    if (
      (input.client_id !== undefined && !isUuid(input.client_id)) ||
      (input.project_id !== undefined && !isUuid(input.project_id))
    ) {
      return { invoices: [], total: 0, page: input.page, pageSize: input.pageSize };
    }
    const { rows, total } = await listInvoices(db, {
      statuses: input.status,
      clientId: input.client_id,
      projectId: input.project_id,
      search: input.search || undefined,
      sort: input.sort,
      order: input.order,
      ...pageWindow(input),
    });
    return { invoices: rows, total, page: input.page, pageSize: input.pageSize };
  },
});
