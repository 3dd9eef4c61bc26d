import { parseMoneyToCents } from '@atelier/shared';
import { type PayInvoiceRequest, passesLuhn } from '@atelier/shared/contract';

/**
 * The pay form's values as typed, and the checks `pay_invoice` makes (the contract's
 * `cardSchema`), so a mistyped card is marked on its field before anything is sent. Problems
 * are keys of `invoices.pay.problems.*`, read in the client's language.
 */
export type PayFormValues = {
  /** The amount as typed ("1,234.50"); starts at the balance. */
  amount: string;
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
};

export type PayProblem =
  | 'amountInvalid'
  | 'amountOverBalance'
  | 'numberRequired'
  | 'numberDigits'
  | 'numberInvalid'
  | 'monthRange'
  | 'yearRange'
  | 'expired'
  | 'cvc';

export const PAY_FIELDS = ['amount', 'card.number', 'card.exp_month', 'card.exp_year', 'card.cvc'];

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** "4242424242424242" → "4242 4242 4242 4242", as the number is typed (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A year typed as "28" is 2028, as printed on cards; four digits are kept as they are. */
export function expiryYear(value: string): number | null {
  const text = value.trim();
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  if (/^\d{4}$/.test(text)) return Number(text);
  return null;
}

function expiryMonth(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const month = Number(text);
  return month >= 1 && month <= 12 ? month : null;
}

export function initialPayValues(balanceText: string): PayFormValues {
  return { amount: balanceText, number: '', expMonth: '', expYear: '', cvc: '' };
}

/** The same checks as the server's, on the values as typed; `{}` when they can be sent. */
export function checkPayForm(
  values: PayFormValues,
  balanceCents: number,
  now: Date,
): Partial<Record<string, PayProblem>> {
  const problems: Partial<Record<string, PayProblem>> = {};
  const amount = parseMoneyToCents(values.amount);
  if (amount === null || amount <= 0) problems.amount = 'amountInvalid';
  else if (amount > balanceCents) problems.amount = 'amountOverBalance';

  const digits = digitsOf(values.number);
  if (digits === '') problems['card.number'] = 'numberRequired';
  else if (!/^\d{12,19}$/.test(digits)) problems['card.number'] = 'numberDigits';
  else if (!passesLuhn(digits)) problems['card.number'] = 'numberInvalid';

  const month = expiryMonth(values.expMonth);
  const year = expiryYear(values.expYear);
  if (month === null) problems['card.exp_month'] = 'monthRange';
  if (year === null || year < 2000 || year > 2100) problems['card.exp_year'] = 'yearRange';
  if (month !== null && year !== null) {
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < current) problems['card.exp_month'] = 'expired';
  }
  if (!/^\d{3,4}$/.test(values.cvc.trim())) problems['card.cvc'] = 'cvc';
  return problems;
}

/**
 * The request of a checked form. The amount is sent only when it differs from the balance:
 * the server pays the balance by default, and refuses a smaller amount on `amount` unless the
 * agency allows partial payments.
 */
export function toPayRequest(
  id: string,
  values: PayFormValues,
  balanceCents: number,
): PayInvoiceRequest {
  const amount = parseMoneyToCents(values.amount) ?? balanceCents;
  return {
    id,
    ...(amount === balanceCents ? {} : { amount }),
    provider: 'test',
    card: {
      number: digitsOf(values.number),
      exp_month: expiryMonth(values.expMonth) ?? 0,
      exp_year: expiryYear(values.expYear) ?? 0,
      cvc: values.cvc.trim(),
    },
  };
}

/**
 * A 400's field messages on the form's fields. They come worded in the client's language from
 * their field codes (`callAction`); a refusal of the whole card is shown on its number.
 */
export function payServerErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [
      path === 'card' ? 'card.number' : path,
      message,
    ]),
  );
}
