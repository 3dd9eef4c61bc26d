import { paymentMethods } from '@atelier/shared/records';
import { z } from 'zod';
import { listPayments, paymentSortColumns } from '../../db/payments.ts';
import {
  isUuid,
  listParams,
  oneOrMany,
  optionalDate,
  pageWindow,
  referenceSchema,
} from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';

export const getPaymentsInput = z.object({
  ...listParams(paymentSortColumns, 'payment_date'),
  client_id: referenceSchema('client_id').optional(),
  project_id: referenceSchema('project_id').optional(),
  invoice_id: referenceSchema('invoice_id').optional(),
  payment_method: oneOrMany(paymentMethods, 'Payment method'),
  date_from: optionalDate('date_from').optional(),
  date_to: optionalDate('date_to').optional(),
});

/** One page of payments (revenue entries), newest payment date first by default. */
export const getPayments = defineAction({
  access: 'admin',
  input: getPaymentsInput,
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
