import { z } from 'zod';
import { PAYMENT_LIMITS, type PaymentMethod, paymentMethods } from '../records/index';
import { calendarDate } from './fields';
import {
  centsAnswer,
  daySchema,
  type ListQuery,
  listPageSchema,
  listParams,
  namedSchema,
  oneOf,
  oneOrMany,
  optionalDate,
  optionalText,
  recordIdSchema,
  referenceSchema,
  timestampSchema,
  uuidSchema,
} from './record-fields';
import type { recordedPaymentSchema } from './revenue';

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
  paymentFieldSchemas.payment_date.refine((date) => date <= today(), {
    message: 'Payment date cannot be in the future',
    params: { fieldCode: 'not_in_future' },
  });

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

/** Today's date (`YYYY-MM-DD`) in Kiritimati (UTC+14, no daylight saving), the first to start a day. */
const earliestToday = (): string =>
  new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/**
 * `record_payment` as the server validates it: a payment date after today anywhere on Earth is
 * refused; the handler then refuses a day after the agency's.
 */
export const recordPaymentActionInput = recordPaymentInput(earliestToday);

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

export const paymentSchema = z.object({
  id: uuidSchema,
  amount_cents: centsAnswer,
  /** `amount_cents / 100`. */
  amount: z.number(),
  currency: z.string(),
  payment_date: daySchema,
  payment_method: z.enum(paymentMethods),
  description: z.string().nullable(),
  invoice_id: uuidSchema.nullable(),
  invoice_number: z.string().nullable(),
  client_id: uuidSchema.nullable(),
  project_id: uuidSchema.nullable(),
  created_at: timestampSchema,
  projects: namedSchema.nullable(),
  clients: z.object({ name: z.string(), company: z.string().nullable() }).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

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

export const paymentPageSchema = listPageSchema('payments', paymentSchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** `record_payment`: the invoice is null for a payment without one. */
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;
