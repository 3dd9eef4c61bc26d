import {
  computeTotals,
  type Invoice,
  type NewCreditNote,
  parseMoneyToCents,
} from '@atelier/shared';
import { createCreditNoteInput } from '@atelier/shared/contract';
import {
  emptyPricing,
  type LineItemRow,
  type PricingErrors,
  type PricingValues,
  parseQuantity,
  pricingServerErrors,
  taxRateText,
  textProblem,
  toPricingFields,
  validatePricing,
} from '../../common/line-items/line-items';

/**
 * The Issue credit note dialog (docs/records.md "Credit notes"): a reason, and either the whole
 * invoice (its lines and discount, what `create_credit_note` credits without `items`) or some
 * lines typed by the admin, taxed at the invoice's rate. Never more than the balance due.
 */
export type CreditScope = 'whole' | 'lines';

export type CreditFormValues = {
  reason: string;
  scope: CreditScope;
  /** The lines of "Some lines"; the discount is none and the tax the invoice's, both fixed. */
  pricing: PricingValues;
};

type CreditedInvoice = Pick<Invoice, 'total_cents' | 'balance_cents' | 'tax_rate_bp'>;

/** Starts on the whole invoice, with one empty line ready for "Some lines". */
export function emptyCreditForm(invoice: Pick<Invoice, 'tax_rate_bp'>): CreditFormValues {
  return {
    reason: '',
    scope: 'whole',
    pricing: emptyPricing(taxRateText(invoice.tax_rate_bp)),
  };
}

export type CreditPreview = {
  /** What the credit note will be, tax included, as the server computes it. */
  total_cents: number;
  /** What is left to pay on the invoice after it (never below 0). */
  left_cents: number;
  /** The server refuses a credit note over the balance due. */
  isOverBalance: boolean;
};

/** The credit note's total while the admin types: a line that does not parse yet counts 0. */
export function creditPreview(invoice: CreditedInvoice, values: CreditFormValues): CreditPreview {
  const total =
    values.scope === 'whole'
      ? invoice.total_cents
      : computeTotals(
          values.pricing.items.map((row: LineItemRow) => ({
            quantity: parseQuantity(row.quantity) ?? 0,
            unit_price_cents: Math.max(0, parseMoneyToCents(row.unitPrice) ?? 0),
          })),
          { discount_cents: 0, tax_rate_bp: invoice.tax_rate_bp },
        ).total_cents;
  return {
    total_cents: total,
    left_cents: Math.max(0, invoice.balance_cents - total),
    isOverBalance: total > invoice.balance_cents,
  };
}

/** Problem codes keyed like the server's fields (`reason`, `items`, `items.0.unit_price_cents`). */
export function validateCreditForm(values: CreditFormValues): PricingErrors {
  const errors: PricingErrors = {};
  const reason = textProblem(createCreditNoteInput.shape.reason, values.reason.trim());
  if (reason) errors.reason = reason;
  if (values.scope === 'lines') {
    for (const [field, problem] of Object.entries(validatePricing(values.pricing))) {
      // The discount and the tax rate are not the admin's to set on a credit note.
      if (field !== 'discount_cents' && field !== 'tax_rate_bp') errors[field] = problem;
    }
  }
  return errors;
}

export function toNewCreditNote(invoiceId: string, values: CreditFormValues): NewCreditNote {
  return {
    invoice_id: invoiceId,
    reason: values.reason.trim(),
    ...(values.scope === 'lines' ? { items: toPricingFields(values.pricing).items } : {}),
  };
}

/**
 * The server's field messages where the dialog shows them: the reason under its field, a
 * refusal of the whole invoice (`invoice_id`) under the choice, a line's under that line.
 */
export function creditServerErrors(
  fields: Record<string, string> | undefined,
  values: CreditFormValues,
): Record<string, string> {
  const messages = pricingServerErrors(fields, values.pricing.items);
  if (fields?.reason) messages.reason = fields.reason;
  if (fields?.invoice_id) messages.scope = fields.invoice_id;
  return messages;
}
