/**
 * The agency's bank details for a transfer (docs/settings.md "Bank details"), printed on every
 * invoice PDF and in the invoice e-mail. Zod-free checks, shared by the schemas and the form.
 */
export const BANK_LIMITS = { holder: 140, account: 40, reference: 100 } as const;

/** The reference's placeholder: the invoice number. */
export const PAYMENT_REFERENCE_DEFAULT = '{number}';

export interface BankDetails {
  account_holder: string;
  /** An IBAN (spaced as typed) or a local account number. */
  account_number: string;
  /** BIC/SWIFT or a routing number; null when not given. */
  bic: string | null;
  /** The pattern of the payment reference, `{number}` the invoice number. */
  reference: string;
}

/** The reference a transfer of this invoice should carry. */
export const paymentReference = (pattern: string, invoiceNumber: string): string =>
  pattern.replaceAll('{number}', invoiceNumber);

/** True for a value shaped like an IBAN (two letters, two digits…) whose mod-97 check holds. */
export function looksLikeIban(value: string): boolean {
  return /^[A-Za-z]{2}\d{2}/.test(value.replace(/\s+/g, ''));
}

export function isValidIban(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A local account or routing number: digits, letters, spaces and dashes. */
export const isAccountNumber = (value: string): boolean => /^[A-Za-z0-9 -]{4,40}$/.test(value);

/** BIC/SWIFT (8 or 11 characters) or a 9-digit US routing number. */
export const isBicOrRouting = (value: string): boolean =>
  /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(value) || /^\d{9}$/.test(value);
