import {
  type Invoice,
  type NewPayment,
  type PaymentMethod,
  parseMoneyToCents,
} from '@atelier/shared';
import { paymentDateUpTo, paymentFieldSchemas } from '@atelier/shared/contract';
import { textProblem } from '../../common/line-items/line-items';

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

export type PaymentProblem =
  | 'amount'
  | 'moreThanBalance'
  | 'required'
  | 'date'
  | 'futureDate'
  | 'chooseMethod'
  | 'tooLong'
  | 'characters';
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
  const f = paymentFieldSchemas;
  const cents = parseMoneyToCents(values.amount);
  if (cents === null || !f.amount_cents.safeParse(cents).success) errors.amount_cents = 'amount';
  else if (context.balanceCents !== null && cents > context.balanceCents) {
    errors.amount_cents = 'moreThanBalance';
  }
  if (!values.date) errors.payment_date = 'required';
  else if (!f.payment_date.safeParse(values.date).success) errors.payment_date = 'date';
  else if (!paymentDateUpTo(() => context.today).safeParse(values.date).success) {
    errors.payment_date = 'futureDate';
  }
  if (!f.payment_method.safeParse(values.method).success) errors.payment_method = 'chooseMethod';
  const description = textProblem(f.description, values.description);
  if (description === 'tooLong' || description === 'characters') {
    errors.description = description;
  }
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
