import {
  type Invoice,
  type NewPayment,
  type PaymentMethod,
  parseMoneyToCents,
  paymentMethods,
} from '@atelier/shared';

/**
 * The record-payment form: its values, the contract's rules (docs/records.md
 * "revenue-tracking": more than zero, not in the future, never more than the invoice's
 * balance) and the payload.
 */
export type PaymentFormValues = {
  amount: string;
  /** `YYYY-MM-DD`. */
  date: string;
  method: PaymentMethod | '';
  description: string;
  invoiceId: string;
  /** Only without an invoice: an invoice brings its own client and project. */
  clientId: string;
  projectId: string;
};

export const DESCRIPTION_MAX = 1000;

export type PaymentProblem =
  | 'amount'
  | 'moreThanBalance'
  | 'required'
  | 'futureDate'
  | 'chooseMethod'
  | 'tooLong';
export type PaymentFormErrors = Partial<
  Record<'amount_cents' | 'payment_date' | 'payment_method' | 'description', PaymentProblem>
>;

/** The amount as the form prefills it: the balance due, in plain digits. */
export const balanceText = (cents: number): string => (cents / 100).toFixed(2);

export function emptyPaymentForm(today: string, invoice?: Invoice | null): PaymentFormValues {
  return {
    amount: invoice ? balanceText(invoice.balance_cents) : '',
    date: today,
    method: 'bank_transfer',
    description: '',
    invoiceId: invoice?.id ?? '',
    clientId: invoice?.client_id ?? '',
    projectId: invoice?.project_id ?? '',
  };
}

/**
 * `balanceCents` is the chosen invoice's balance (null without an invoice); `today` is the
 * server's calendar day (UTC), since a date after it is refused.
 */
export function validatePaymentForm(
  values: PaymentFormValues,
  context: { today: string; balanceCents: number | null },
): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  const cents = parseMoneyToCents(values.amount);
  if (cents === null || cents <= 0) errors.amount_cents = 'amount';
  else if (context.balanceCents !== null && cents > context.balanceCents) {
    errors.amount_cents = 'moreThanBalance';
  }
  if (!values.date) errors.payment_date = 'required';
  else if (values.date > context.today) errors.payment_date = 'futureDate';
  if (!paymentMethods.includes(values.method as PaymentMethod)) {
    errors.payment_method = 'chooseMethod';
  }
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = 'tooLong';
  return errors;
}

export function toNewPayment(values: PaymentFormValues): NewPayment {
  const payment: NewPayment = {
    amount_cents: parseMoneyToCents(values.amount) ?? 0,
    payment_date: values.date,
    payment_method: values.method as PaymentMethod,
    description: values.description.trim() || null,
  };
  if (values.invoiceId) return { ...payment, invoice_id: values.invoiceId };
  return {
    ...payment,
    client_id: values.clientId || null,
    project_id: values.clientId ? values.projectId || null : null,
  };
}
