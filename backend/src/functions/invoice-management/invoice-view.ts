import type { Invoice } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { findInvoice, listInvoices } from '../../db/invoices.ts';
import { AppError } from '../../errors.ts';

export type { Invoice };

/**
 * A client's or a project's invoices in the shape of get_invoices, newest first (get_client
 * and get_project use it).
 */
export async function listInvoicesFor(
  q: Queryable,
  filter: { clientId?: string; projectId?: string },
  limit = 100,
): Promise<Invoice[]> {
  const { rows } = await listInvoices(q, {
    clientId: filter.clientId,
    projectId: filter.projectId,
    sort: 'created_at',
    order: 'desc',
    limit,
    offset: 0,
  });
  return rows;
}

/** The invoice answer, or 404 "Invoice not found". */
export async function findInvoiceView(q: Queryable, id: string): Promise<Invoice> {
  const invoice = await findInvoice(q, id);
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

export const invoiceNotFound = (): AppError => new AppError('NOT_FOUND', 'Invoice not found');
