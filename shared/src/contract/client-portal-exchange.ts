import { z } from 'zod';
import { text } from './fields';
import { invoiceSchema } from './invoices';
import { paymentSchema } from './payments';
import { recordIdSchema, referenceSchema, timestampSchema, uuidSchema } from './record-fields';

/**
 * The client portal's exchange (docs/portal.md): paying an invoice by card, the conversation
 * with the agency and the shared files. The same schemas check the portal's forms.
 */

/**
 * The providers the code knows (backend/src/payments). Which of them a backend admits is its
 * configuration: `test` always, `stripe` with its keys; `get_invoice` answers them as
 * `payment_providers`, and `pay_invoice` refuses another name on `provider` listing them.
 */
export const paymentProviderNames = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

export const PORTAL_MESSAGE_MAX = 5000;
/** How many messages a conversation answers: the latest ones, oldest first. */
export const PORTAL_MESSAGES_SHOWN = 200;
/** How long a file's signed download URL works. */
export const PORTAL_FILE_URL_SECONDS = 600;

/** Luhn's checksum, the one every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const cardNumber = z
  .string({ error: 'Card number is required' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((digits) => /^\d{12,19}$/.test(digits), {
    message: 'Card number must be 12 to 19 digits',
    params: { fieldCode: 'card_number_digits' },
  })
  .refine(passesLuhn, {
    message: 'This card number is not valid',
    params: { fieldCode: 'card_number_invalid' },
  });

/** A whole number from `min` to `max`, refused with one message and field code. */
const wholeIn = (min: number, max: number, message: string, fieldCode: string) =>
  z
    .number({ error: message })
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, {
      message,
      params: { fieldCode },
    });

/**
 * The card of a card-on-page provider, its expiry checked against `now` (the month of expiry
 * is still valid): a past one is refused on `exp_month`. Each refusal names its field code
 * (failure-reasons.ts), which the portal words in the client's language.
 */
export const cardSchema = (now: () => Date) =>
  z
    .object({
      number: cardNumber,
      exp_month: wholeIn(1, 12, 'Expiry month must be a number from 1 to 12', 'expiry_month'),
      exp_year: wholeIn(2000, 2100, 'Expiry year must be a four-digit year', 'expiry_year'),
      cvc: z.string({ error: 'CVC is required' }).refine((value) => /^\d{3,4}$/.test(value), {
        message: 'CVC must be 3 or 4 digits',
        params: { fieldCode: 'card_cvc' },
      }),
    })
    .refine(
      (card) => {
        const today = now();
        const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
        return card.exp_year * 12 + (card.exp_month - 1) >= current;
      },
      {
        message: 'This card has expired',
        path: ['exp_month'],
        params: { fieldCode: 'card_expired' },
      },
    );

export type CardInput = z.input<ReturnType<typeof cardSchema>>;

/** `pay_invoice`: `amount` in whole cents, the balance when left out. */
export const payInvoiceInput = (now: () => Date) =>
  z.object({
    id: recordIdSchema('id'),
    amount: z
      .number({ error: 'Amount must be a whole number of cents' })
      .int('Amount must be a whole number of cents')
      .positive('Amount must be more than 0')
      .max(Number.MAX_SAFE_INTEGER / 1000, 'Amount is too large')
      .optional(),
    // Checked against the configured providers by the server, which names them in the error.
    provider: text({ what: 'Provider', error: 'Provider is required' }).max(
      40,
      'Provider must be at most 40 characters',
    ),
    card: cardSchema(now).optional(),
  });

export type PayInvoiceRequest = {
  id: string;
  amount?: number;
  provider: PaymentProviderName;
  card?: CardInput;
};

/** `pay_invoice`'s answer: the payment as revenue-tracking lists it, and the invoice after it. */
export const paidInvoiceSchema = z.object({ payment: paymentSchema, invoice: invoiceSchema });
export type PaidInvoice = z.infer<typeof paidInvoiceSchema>;

/**
 * `pay_invoice`'s answer for a hosted checkout (`stripe`): nothing is paid yet; the client
 * goes to `redirect_url` and the payment is recorded when the provider confirms it.
 */
export const checkoutStartedSchema = z.object({
  redirect_url: z.string(),
  checkout_id: z.string(),
});
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

/** `pay_invoice`: paid at once, or a hosted checkout started. */
export const payInvoiceAnswer = z.union([paidInvoiceSchema, checkoutStartedSchema]);

const messageBody = text({ what: 'Message', error: 'Message is required', multiline: true })
  .trim()
  .min(1, 'Message is required')
  .max(PORTAL_MESSAGE_MAX, `Message must be at most ${PORTAL_MESSAGE_MAX} characters`);

const optionalProject = referenceSchema('project_id').nullable().optional();

export const getMessagesInput = z.object({ project_id: optionalProject });

export const sendMessageInput = z.object({
  body: messageBody,
  project_id: optionalProject,
  attachment_path: text({ what: 'attachment_path', error: 'attachment_path must be a path' })
    .max(1024, 'attachment_path must be at most 1024 bytes')
    .nullable()
    .optional(),
});

export const getClientMessagesInput = z.object({
  client_id: recordIdSchema('client_id'),
  project_id: optionalProject,
});

export const sendClientMessageInput = z.object({
  client_id: recordIdSchema('client_id'),
  body: messageBody,
  project_id: optionalProject,
});

export const getFilesInput = z.object({ project_id: optionalProject });

export const registerFileInput = z.object({
  path: text({ what: 'path', error: 'path is required' })
    .min(1, 'path is required')
    .max(1024, 'path must be at most 1024 bytes'),
  project_id: optionalProject,
});

export const getClientFilesInput = z.object({
  client_id: recordIdSchema('client_id'),
  project_id: optionalProject,
});

export const PORTAL_AUTHOR_ROLES = ['client', 'agency'] as const;
export type PortalAuthorRole = (typeof PORTAL_AUTHOR_ROLES)[number];

const portalProject = z.object({ id: uuidSchema, name: z.string() }).nullable();

/** A file as the portal shows it; `url` is a signed download link, valid ~10 minutes. */
export const portalFileSchema = z.object({
  path: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
  uploaded_at: timestampSchema,
  uploaded_by: z.enum(PORTAL_AUTHOR_ROLES),
  project: portalProject,
  /** `/storage/v1/object/sign/client-files/<path>?token=…`; null when storage is not running. */
  url: z.string().nullable(),
  url_expires_at: timestampSchema.nullable(),
});
export type PortalFile = z.infer<typeof portalFileSchema>;

export const portalMessageSchema = z.object({
  id: uuidSchema,
  client_id: uuidSchema,
  project: portalProject,
  author_role: z.enum(PORTAL_AUTHOR_ROLES),
  /** The writer's name ("Ada Admin"); null once their account is gone. */
  author_name: z.string().nullable(),
  body: z.string(),
  attachment: z
    .object({ path: z.string(), name: z.string(), url: z.string().nullable() })
    .nullable(),
  /** When the other side read it. */
  read_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type PortalMessage = z.infer<typeof portalMessageSchema>;

export const portalMessagesSchema = z.object({ messages: z.array(portalMessageSchema) });
export type PortalMessages = z.infer<typeof portalMessagesSchema>;
export const sentPortalMessageSchema = z.object({ message: portalMessageSchema });
export type SentPortalMessage = z.infer<typeof sentPortalMessageSchema>;
export const portalFilesSchema = z.object({ files: z.array(portalFileSchema) });
export type PortalFiles = z.infer<typeof portalFilesSchema>;
export const registeredPortalFileSchema = z.object({ file: portalFileSchema });
export type RegisteredPortalFile = z.infer<typeof registeredPortalFileSchema>;
