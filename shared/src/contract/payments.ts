import { z } from 'zod';
import { PAYMENT_LIMITS, type PaymentMethod, paymentMethods } from '../records/index';
import { calendarDate } from './fields';
import type { Invoice } from './invoices';
import {
  type ListPage,
  type ListQuery,
  listParams,
  oneOf,
  oneOrMany,
  optionalDate,
  optionalText,
  recordIdSchema,
  referenceSchema,
} from './record-fields';

/**
 * The payment of `revenue-tracking` (docs/records.md, the spec's "revenue entry"): as every
 * action answers it, and what recording one sends.
 */

export const paymentFieldSchemas = {
  amount_cents: z
    .number({ error: 'Amount must be a whole number of cents' })
    .int('Amount must be a whole number of cents')
    .positive('Amount must be more than 0')
    .max(Number.MAX_SAFE_INTEGER / 1000, 'Amount is too large'),
  /** The server also refuses a day after its own today (UTC): see `notInFuture`. */
  payment_date: calendarDate('Payment date'),
  payment_method: oneOf(paymentMethods, 'Payment method'),
  description: optionalText(PAYMENT_LIMITS.description, 'Description', { multiline: true }),
  invoice_id: referenceSchema('invoice_id').nullable(),
  client_id: referenceSchema('client_id').nullable(),
  project_id: referenceSchema('project_id').nullable(),
};

/** A payment date is not after `today` (`YYYY-MM-DD`, the server's calendar day). */
export const paymentDateUpTo = (today: () => string) =>
  paymentFieldSchemas.payment_date.refine(
    (date) => date <= today(),
    'Payment date cannot be in the future',
  );

/** `record_payment`, with the day that counts as today (the server's, UTC). */
export const recordPaymentInput = (today: () => string) => {
  const f = paymentFieldSchemas;
  return z.object({
    amount_cents: f.amount_cents,
    payment_date: paymentDateUpTo(today),
    payment_method: f.payment_method,
    description: f.description.optional(),
    invoice_id: f.invoice_id.optional(),
    client_id: f.client_id.optional(),
    project_id: f.project_id.optional(),
  });
};

export const paymentIdInput = z.object({ id: recordIdSchema('id') });

export const PAYMENT_SORT_COLUMNS = ['payment_date', 'amount_cents'] as const;
export type PaymentSortColumn = (typeof PAYMENT_SORT_COLUMNS)[number];

export const getPaymentsInput = z.object({
  ...listParams(PAYMENT_SORT_COLUMNS, 'payment_date'),
  client_id: referenceSchema('client_id').optional(),
  project_id: referenceSchema('project_id').optional(),
  invoice_id: referenceSchema('invoice_id').optional(),
  payment_method: oneOrMany(paymentMethods, 'Payment method'),
  date_from: optionalDate('date_from').optional(),
  date_to: optionalDate('date_to').optional(),
});

export type PaymentFields = z.output<z.ZodObject<typeof paymentFieldSchemas>>;

/** What a payment row stores: an invoice brings its own client, project and currency. */
export type PaymentColumns = PaymentFields & { currency: string };

export type Payment = PaymentColumns & {
  id: string;
  /** `amount_cents / 100`. */
  amount: number;
  invoice_number: string | null;
  created_at: string;
  projects: { name: string } | null;
  clients: { name: string; company: string | null } | null;
};

export type NewPayment = Pick<PaymentFields, 'amount_cents' | 'payment_date' | 'payment_method'> &
  Partial<PaymentFields>;

export type PaymentListQuery = ListQuery<PaymentSortColumn> & {
  client_id?: string;
  project_id?: string;
  invoice_id?: string;
  payment_method?: PaymentMethod | PaymentMethod[];
  date_from?: string;
  date_to?: string;
};

export type PaymentPage = ListPage<'payments', Payment>;

/** `record_payment`: the invoice is null for a payment without one. */
export type RecordedPayment = { payment: Payment; invoice: Invoice | null };
