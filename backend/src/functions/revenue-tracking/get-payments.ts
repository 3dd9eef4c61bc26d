import { revenueTracking } from '@atelier/shared/actions';
import { getPaymentsInput } from '@atelier/shared/contract';
import { listPayments } from '../../db/payments.ts';
import { isUuid, pageWindow } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';

export { getPaymentsInput };

/** One page of payments (revenue entries), newest payment date first by default. */
export const getPayments = implement(revenueTracking.actions.get_payments, {
  handler: async (input, { db }) => {
    const ids = [input.client_id, input.project_id, input.invoice_id];
    // An id that is not a UUID names nothing: nothing matches.
    if (ids.some((id) => id !== undefined && !isUuid(id))) {
      return { payments: [], total: 0, page: input.page, pageSize: input.pageSize };
    }
    const { rows, total } = await listPayments(db, {
      clientId: input.client_id,
      projectId: input.project_id,
      invoiceId: input.invoice_id,
      paymentMethods: input.payment_method,
      dateFrom: input.date_from ?? undefined,
      dateTo: input.date_to ?? undefined,
      search: input.search || undefined,
      sort: input.sort,
      order: input.order,
      ...pageWindow(input),
    });
    return { payments: rows, total, page: input.page, pageSize: input.pageSize };
  },
});
