import { invoiceManagement } from '@atelier/shared/actions';
import { type InvoiceTerms, updateInvoiceSettingsInput } from '@atelier/shared/contract';
import { INVOICE_LIMITS, isValidInvoiceNumberPattern } from '@atelier/shared/records';
import { agencyToday } from '../../db/agency-time.ts';
import type { Queryable } from '../../db/database.ts';
import { peekInvoiceSequence } from '../../db/invoices.ts';
import { readAgencyCurrency, readSettings, writeSettings } from '../../db/settings.ts';
import { implement } from '../registry.ts';

export const DEFAULT_NUMBER_PATTERN = 'INV-{YYYY}-{SEQ:4}';
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const MAX_PAYMENT_TERMS_DAYS = INVOICE_LIMITS.paymentTermsDays;

const PATTERN_KEY = 'invoice.number_pattern';
const TERMS_KEY = 'invoice.payment_terms_days';

export type { InvoiceTerms };

/** The stored pattern and terms; a missing or unusable value reads as the default. */
export async function loadInvoiceTerms(q: Queryable): Promise<InvoiceTerms> {
  const stored = await readSettings(q, [PATTERN_KEY, TERMS_KEY]);
  const pattern = stored.get(PATTERN_KEY);
  const terms = stored.get(TERMS_KEY);
  return {
    number_pattern:
      typeof pattern === 'string' && isValidInvoiceNumberPattern(pattern)
        ? pattern
        : DEFAULT_NUMBER_PATTERN,
    payment_terms_days:
      typeof terms === 'number' &&
      Number.isInteger(terms) &&
      terms >= 0 &&
      terms <= MAX_PAYMENT_TERMS_DAYS
        ? terms
        : DEFAULT_PAYMENT_TERMS_DAYS,
  };
}

async function settingsAnswer(q: Queryable) {
  const terms = await loadInvoiceTerms(q);
  const year = Number((await agencyToday(q)).slice(0, 4));
  return {
    settings: {
      ...terms,
      currency: await readAgencyCurrency(q),
      next_number: await peekInvoiceSequence(q, year),
    },
  };
}

/** The numbering pattern, the payment terms, the currency and this year's next sequence. */
export const getInvoiceSettings = implement(invoiceManagement.actions.get_invoice_settings, {
  handler: async (_input, { db }) => await settingsAnswer(db),
});

export { updateInvoiceSettingsInput };

/** Changes the settings sent; numbers already given keep their old pattern. */
export const updateInvoiceSettings = implement(invoiceManagement.actions.update_invoice_settings, {
  handler: async (input, { db }) => {
    const changes: Record<string, unknown> = {};
    if (input.number_pattern !== undefined) changes[PATTERN_KEY] = input.number_pattern;
    if (input.payment_terms_days !== undefined) changes[TERMS_KEY] = input.payment_terms_days;
    await writeSettings(db, changes);
    return await settingsAnswer(db);
  },
});
