import type { Payment } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { listPayments } from '../../db/payments.ts';
import { AppError } from '../../errors.ts';

export type { Payment };

/**
 * Payments of a client, a project or an invoice in the shape of get_payments, newest first
 * (get_client, get_project and get_invoice use it).
 */
export async function listPaymentsFor(
  q: Queryable,
  filter: { clientId?: string; projectId?: string; invoiceId?: string },
  limit = 100,
): Promise<Payment[]> {
  const { rows } = await listPayments(q, {
    clientId: filter.clientId,
    projectId: filter.projectId,
    invoiceId: filter.invoiceId,
    sort: 'payment_date',
    order: 'desc',
    limit,
    offset: 0,
  });
  return rows;
}

export const paymentNotFound = (): AppError => new AppError('NOT_FOUND', 'Payment not found');
