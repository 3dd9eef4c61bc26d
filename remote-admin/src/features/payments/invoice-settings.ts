import { formatInvoiceNumber, isValidInvoiceNumberPattern } from '@atelier/shared';
import { invoiceSettingsSchemas } from '@atelier/shared/contract';

/**
 * The invoice settings form: number pattern and payment terms (docs/records.md), checked with
 * the contract's `update_invoice_settings` schemas.
 */

export type SettingsValues = { pattern: string; terms: string };
export type SettingsProblem = 'pattern' | 'terms';
export type SettingsErrors = Partial<
  Record<'number_pattern' | 'payment_terms_days', SettingsProblem>
>;

export function parseTerms(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return invoiceSettingsSchemas.payment_terms_days.safeParse(days).success ? days : null;
}

export function validateSettings(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!invoiceSettingsSchemas.number_pattern.safeParse(values.pattern).success) {
    errors.number_pattern = 'pattern';
  }
  if (parseTerms(values.terms) === null) errors.payment_terms_days = 'terms';
  return errors;
}

/** What the next invoice would be numbered with the pattern typed so far; null while unusable. */
export function numberPreview(pattern: string, year: number, nextNumber: number): string | null {
  const trimmed = pattern.trim();
  return isValidInvoiceNumberPattern(trimmed)
    ? formatInvoiceNumber(trimmed, year, nextNumber)
    : null;
}
