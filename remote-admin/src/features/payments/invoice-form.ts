import type { Invoice, InvoiceFields, NewInvoice } from '@atelier/shared';
import { invoiceFieldSchemas } from '@atelier/shared/contract';
import {
  documentServerErrors,
  emptyPricing,
  type PricingErrors,
  type PricingValues,
  pricingOf,
  textProblem,
  toPricingFields,
  validatePricing,
} from '../../common/line-items/line-items';

/**
 * The invoice form's values, rules (docs/records.md "invoice-management") and payload. The
 * server checks again; its field messages land on the same fields.
 */
export type InvoiceFormValues = {
  clientId: string;
  projectId: string;
  /** `YYYY-MM-DD`; prefilled with today + the agency's payment terms. */
  dueDate: string;
  notes: string;
  pricing: PricingValues;
};

export type InvoiceProblem = PricingErrors[string] | 'chooseClient' | 'date';
export type InvoiceFormErrors = Record<string, InvoiceProblem>;

export function emptyInvoiceForm(
  request: { clientId: string; projectId: string } | null,
  dueDate: string,
): InvoiceFormValues {
  return {
    clientId: request?.clientId ?? '',
    projectId: request?.projectId ?? '',
    dueDate,
    notes: '',
    pricing: emptyPricing(),
  };
}

export function invoiceToForm(invoice: Invoice): InvoiceFormValues {
  return {
    clientId: invoice.client_id,
    projectId: invoice.project_id ?? '',
    dueDate: invoice.due_date,
    notes: invoice.notes ?? '',
    pricing: pricingOf(invoice),
  };
}

export function validateInvoiceForm(values: InvoiceFormValues): InvoiceFormErrors {
  const errors: InvoiceFormErrors = { ...validatePricing(values.pricing) };
  if (!values.clientId) errors.client_id = 'chooseClient';
  const notes = textProblem(invoiceFieldSchemas.notes, values.notes);
  if (notes) errors.notes = notes;
  if (!invoiceFieldSchemas.due_date.safeParse(values.dueDate || null).success) {
    errors.due_date = 'date';
  }
  return errors;
}

/** The payload; an empty due date is `null`, which the server makes today + the terms. */
export function toInvoiceFields(values: InvoiceFormValues): Partial<InvoiceFields> & {
  client_id: string;
} {
  return {
    client_id: values.clientId,
    project_id: values.projectId || null,
    notes: values.notes.trim() || null,
    due_date: values.dueDate || null,
    ...toPricingFields(values.pricing),
  };
}

export const toNewInvoice = (values: InvoiceFormValues): NewInvoice => toInvoiceFields(values);

export function invoiceServerErrors(
  fields: Record<string, string> | undefined,
  values: InvoiceFormValues,
): Record<string, string> {
  return documentServerErrors(fields, values.pricing.items, [
    'client_id',
    'project_id',
    'due_date',
    'notes',
  ]);
}
