import type { AdminSettings, SettingsChanges } from '@atelier/shared/contract';
import { updateSettingsInput } from '@atelier/shared/contract';
import { isFieldOf, schemaProblems } from '../../common/form-rules';
import type { SettingsProblem } from './settings-form';

/** The invoicing defaults form; the tax rate is typed as a percentage ("20", "5.5"). */
export type InvoicingValues = {
  payment_terms_days: string;
  default_tax_rate: string;
  number_pattern: string;
  reminders_enabled: boolean;
  allow_partial_payments: boolean;
};

export const INVOICING_FIELDS = [
  'payment_terms_days',
  'default_tax_rate',
  'number_pattern',
  'reminders_enabled',
  'allow_partial_payments',
] as const;

export const invoicingToValues = ({ invoicing }: AdminSettings): InvoicingValues => ({
  payment_terms_days: String(invoicing.payment_terms_days),
  default_tax_rate: String(invoicing.default_tax_rate_bp / 100),
  number_pattern: invoicing.number_pattern,
  reminders_enabled: invoicing.reminders_enabled,
  allow_partial_payments: invoicing.allow_partial_payments,
});

/** "20" → 2000 basis points; anything that is not a number is NaN (the schema refuses it). */
const basisPoints = (percent: string): number => {
  const trimmed = percent.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
};

const wholeNumber = (text: string): number =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

export const invoicingChanges = (values: InvoicingValues): SettingsChanges => ({
  payment_terms_days: wholeNumber(values.payment_terms_days),
  default_tax_rate_bp: basisPoints(values.default_tax_rate),
  number_pattern: values.number_pattern,
  reminders_enabled: values.reminders_enabled,
  allow_partial_payments: values.allow_partial_payments,
});

/** The contract's problems, on the form's own fields and in its own words. */
export function validateInvoicing(values: InvoicingValues): Record<string, SettingsProblem> {
  const problems = schemaProblems(updateSettingsInput, invoicingChanges(values));
  const own: Record<string, SettingsProblem> = {};
  if (problems.payment_terms_days) own.payment_terms_days = { code: 'days' };
  if (problems.default_tax_rate_bp) own.default_tax_rate = { code: 'rate' };
  if (problems.number_pattern) own.number_pattern = { code: 'pattern' };
  return own;
}

/** The server's messages land on the fields the form shows. */
export const invoicingServerErrors = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [
      key === 'default_tax_rate_bp' ? 'default_tax_rate' : key,
      message,
    ]),
  );

export const isInvoicingField = isFieldOf(INVOICING_FIELDS);
