import { formatInvoiceNumber, isValidInvoiceNumberPattern } from '@atelier/shared';

/** The invoice settings form: number pattern and payment terms (docs/records.md). */
export const MAX_PAYMENT_TERMS_DAYS = 365;

export type SettingsValues = { pattern: string; terms: string };
export type SettingsProblem = 'pattern' | 'terms';
export type SettingsErrors = Partial<
  Record<'number_pattern' | 'payment_terms_days', SettingsProblem>
>;

export function parseTerms(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days <= MAX_PAYMENT_TERMS_DAYS ? days : null;
}

export function validateSettings(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!isValidInvoiceNumberPattern(values.pattern.trim())) errors.number_pattern = 'pattern';
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
