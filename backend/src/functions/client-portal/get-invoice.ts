import { clientPortal } from '@atelier/shared/actions';
import type { PortalInvoiceAnswer } from '@atelier/shared/contract';
import { listCreditNotes } from '../../db/credit-notes.ts';
import { findClientInvoice, listInvoicePayments } from '../../db/portal-records.ts';
import { readIssuingAgency } from '../../db/settings.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { portalClient, portalNotFound } from './portal-client.ts';

/**
 * One invoice issued to the caller with its lines and payments: everything the invoice PDF
 * prints (built in the browser, as the admin's), the agency's name included, and the payment
 * providers this backend has configured (the portal offers Stripe only where it is).
 */
export const getInvoice = implement(clientPortal.actions.get_invoice, {
  handler: async ({ id }, { db, caller, payments }): Promise<PortalInvoiceAnswer> => {
    const client = await portalClient(db, caller);
    const invoice = isUuid(id) ? await findClientInvoice(db, client.id, id) : undefined;
    if (!invoice) throw portalNotFound('Invoice');
    return {
      invoice,
      payments: await listInvoicePayments(db, id),
      credit_notes: (await listCreditNotes(db, { invoiceId: id, limit: 100, offset: 0 })).rows,
      agency: await readIssuingAgency(db),
      payment_providers: [...payments.names],
    };
  },
});
