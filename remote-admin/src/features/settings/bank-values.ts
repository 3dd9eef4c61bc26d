import {
  type AdminSettings,
  isAccountNumber,
  isBicOrRouting,
  isValidIban,
  looksLikeIban,
  paymentReference,
  type SettingsChanges,
} from '@atelier/shared/contract';
import { isFieldOf } from '../../common/form-rules';
import type { SettingsProblem } from './settings-form';

/** The bank details form (docs/settings.md "Bank details"); an emptied field removes its value. */
export type BankValues = {
  bank_account_holder: string;
  bank_account_number: string;
  bank_bic: string;
  payment_reference: string;
};

export const BANK_FIELDS = [
  'bank_account_holder',
  'bank_account_number',
  'bank_bic',
  'payment_reference',
] as const;

export const bankToValues = ({ invoicing }: AdminSettings): BankValues => ({
  bank_account_holder: invoicing.bank_account_holder ?? '',
  bank_account_number: invoicing.bank_account_number ?? '',
  bank_bic: invoicing.bank_bic ?? '',
  payment_reference: invoicing.payment_reference,
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export const bankChanges = (values: BankValues): SettingsChanges => ({
  bank_account_holder: orNull(values.bank_account_holder),
  bank_account_number: orNull(values.bank_account_number),
  bank_bic: orNull(values.bank_bic),
  payment_reference: values.payment_reference.trim(),
});

/** The same checks as the server's, in the form's words. */
export function validateBank(values: BankValues): Record<string, SettingsProblem> {
  const problems: Record<string, SettingsProblem> = {};
  const account = values.bank_account_number.trim();
  if (account !== '') {
    if (looksLikeIban(account)) {
      if (!isValidIban(account)) problems.bank_account_number = { code: 'iban' };
    } else if (!isAccountNumber(account)) {
      problems.bank_account_number = { code: 'account' };
    }
  }
  const bic = values.bank_bic.trim();
  if (bic !== '' && !isBicOrRouting(bic)) problems.bank_bic = { code: 'bic' };
  if (!values.payment_reference.includes('{number}'))
    problems.payment_reference = { code: 'reference' };
  return problems;
}

/** What a transfer of the invoice `sample` would carry as its reference. */
export const referencePreview = (values: BankValues, sample: string): string =>
  paymentReference(values.payment_reference, sample);

export const isBankField = isFieldOf(BANK_FIELDS);
