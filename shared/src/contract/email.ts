import { z } from 'zod';
import { contactEmailSchema } from './accounts';
import { missingRequiredVariables, templateProblem } from './email-template-syntax';
import { text } from './fields';
import {
  countSchema,
  listPageSchema,
  oneOf,
  recordIdSchema,
  timestampSchema,
  uuidSchema,
} from './record-fields';

export * from './email-template-syntax';

/**
 * The `email` contract (docs/email.md): the templates of every e-mail the product sends, in
 * each language, and the outbox. The variables each template may use are declared here, so the
 * server's check and the editor's insert buttons and preview agree.
 */

export const EMAIL_LOCALES = ['en', 'fr'] as const;
export type EmailLocale = (typeof EMAIL_LOCALES)[number];

export const EMAIL_TEMPLATE_VARIABLES = {
  lead_auto_reply: ['name', 'agency', 'response_time', 'booking_link'],
  proposal_sent: ['client_name', 'agency', 'proposal_title', 'link'],
  invoice_sent: [
    'client_name',
    'invoice_number',
    'amount',
    'due_date',
    'project_name',
    'link',
    'bank_details',
  ],
  payment_reminder: [
    'client_name',
    'invoice_number',
    'amount',
    'due_date',
    'days',
    'is_overdue',
    'is_late',
    'is_due_today',
    'is_early',
  ],
  payment_receipt: ['client_name', 'invoice_number', 'amount', 'payment_date', 'method', 'balance'],
  credit_note_issued: [
    'client_name',
    'credit_note_number',
    'invoice_number',
    'amount',
    'reason',
    'balance',
  ],
  contract_to_sign: ['signer_name', 'agency', 'contract_title', 'link', 'expires', 'is_reminder'],
  contract_signed: ['agency', 'contract_title', 'verify_link'],
  contract_declined: ['signer_name', 'contract_title', 'reason', 'link'],
  password_reset: ['first_name', 'agency', 'link', 'minutes'],
  email_change: ['first_name', 'agency', 'email', 'link', 'hours'],
  email_changed: ['first_name', 'agency', 'email'],
  team_invitation: ['first_name', 'agency', 'email', 'link', 'days'],
  portal_invitation: ['first_name', 'agency', 'email', 'link', 'days'],
  deliverable_ready: ['client_name', 'deliverable_title', 'project_name'],
  client_message: ['client_name', 'message'],
  agency_message: ['client_name', 'agency', 'message'],
  newsletter_confirmation: ['agency', 'link'],
  newsletter_welcome: ['agency', 'unsubscribe_link'],
  newsletter_issue: ['agency', 'issue_subject', 'issue_body', 'unsubscribe_link'],
  admin_alert: ['first_name', 'agency', 'alert', 'details', 'link'],
  admin_digest: ['first_name', 'agency', 'count', 'items', 'link'],
  booking_confirmation: [
    'name',
    'agency',
    'meeting',
    'when',
    'time_zone',
    'link',
    'is_rescheduled',
  ],
  booking_cancellation: ['name', 'agency', 'meeting', 'when', 'time_zone', 'link'],
  booking_agency: [
    'agency',
    'name',
    'email',
    'meeting',
    'when',
    'time_zone',
    'message',
    'link',
    'is_cancelled',
    'is_rescheduled',
  ],
} as const satisfies Record<string, readonly string[]>;

export type EmailTemplateKey = keyof typeof EMAIL_TEMPLATE_VARIABLES;

/**
 * The variables a template's body must keep, always shown (not inside a `{{#flag}}` or
 * `{{^flag}}` section): without them the e-mail is useless — a password reset with no reset
 * link, a signing request with no signing link, a newsletter with no way out.
 * `update_template` refuses a body without them, and the editor says so before saving.
 */
export const EMAIL_TEMPLATE_REQUIRED_VARIABLES = {
  password_reset: ['link'],
  email_change: ['link'],
  team_invitation: ['link'],
  portal_invitation: ['link'],
  contract_to_sign: ['link'],
  newsletter_confirmation: ['link'],
  newsletter_welcome: ['unsubscribe_link'],
  newsletter_issue: ['issue_body', 'unsubscribe_link'],
  booking_confirmation: ['link'],
} as const satisfies Partial<{
  [K in EmailTemplateKey]: readonly (typeof EMAIL_TEMPLATE_VARIABLES)[K][number][];
}>;

/** What each required variable is, for the field message. */
const REQUIRED_VARIABLE_PURPOSE: Readonly<Record<string, string>> = {
  link: 'the link the recipient needs',
  unsubscribe_link: 'the unsubscribe link',
  issue_body: 'the issue’s text',
};

/** The variables `key`'s body must keep (none for most templates). */
export function requiredTemplateVariables(key: EmailTemplateKey): readonly string[] {
  const required: Partial<Record<EmailTemplateKey, readonly string[]>> =
    EMAIL_TEMPLATE_REQUIRED_VARIABLES;
  return required[key] ?? [];
}

/** The field message for a body that drops `missing` (e.g. `Body must keep {{link}} …`). */
export function missingVariablesMessage(missing: readonly string[]): string {
  const names = missing
    .map((name) => `{{${name}}} (${REQUIRED_VARIABLE_PURPOSE[name] ?? name})`)
    .join(' and ');
  return `Body must keep ${names}, outside any {{#…}} or {{^…}} section`;
}
export const EMAIL_TEMPLATE_KEYS = Object.keys(EMAIL_TEMPLATE_VARIABLES) as [
  EmailTemplateKey,
  ...EmailTemplateKey[],
];

/** The values a preview and a test send fill in; a flag (`is_…`) is set when not empty. */
export const EMAIL_SAMPLE_VALUES: Readonly<Record<string, string>> = {
  name: 'Ada Lovelace',
  first_name: 'Ada',
  client_name: 'Ada Lovelace',
  signer_name: 'Ada Lovelace',
  email: 'ada@example.com',
  agency: 'Atelier',
  response_time: 'one business day',
  booking_link: 'https://example.com/book',
  proposal_title: 'Website redesign',
  contract_title: 'Website redesign agreement',
  deliverable_title: 'Home page design',
  project_name: 'Website redesign',
  invoice_number: 'INV-2026-0042',
  credit_note_number: 'CN-2026-0003',
  bank_details:
    'Account holder: Atelier Studio\nIBAN / account: FR76 3000 6000 0112 3456 7890 189\nBIC / routing: AGRIFRPP\nReference: INV-2026-0042',
  amount: '$1,250.00',
  balance: '$250.00',
  due_date: '2026-12-15',
  payment_date: 'December 1, 2026',
  method: 'by bank transfer',
  days: '3 days',
  minutes: '60',
  hours: '24',
  expires: 'December 31, 2026 at 17:00 (Europe/Paris)',
  is_overdue: '',
  is_late: '',
  is_due_today: '',
  is_early: 'yes',
  is_reminder: '',
  link: 'https://example.com/link',
  verify_link: 'https://example.com/verify',
  unsubscribe_link: 'https://example.com/newsletter/unsubscribe?token=sample',
  issue_subject: 'Our spring news',
  issue_body: 'Three projects launched this spring, and what we learned from them.',
  reason: 'The start date does not suit us.',
  message: 'Could we move our call to Thursday?',
  alert: 'New lead (grade A)',
  details: 'Ada Lovelace · Estimator · Analytical Engines Ltd',
  count: '3',
  meeting: 'Free 30-minute consultation',
  when: 'Tuesday, December 1, 2026, 10:00–10:30',
  time_zone: 'Central European Standard Time',
  is_rescheduled: '',
  is_cancelled: '',
  items:
    '- New lead: Ada Lovelace (Grade A)\n- Proposal declined: Website redesign\n- Invoice overdue: INV-2026-0042',
};

export const EMAIL_LIMITS = { subject: 300, body: 20_000, search: 200 } as const;

export const OUTBOX_PAGE_SIZE = 25;
export const OUTBOX_MAX_PAGE_SIZE = 100;

export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

const templateKeySchema = oneOf(EMAIL_TEMPLATE_KEYS, 'key');
const localeSchema = oneOf(EMAIL_LOCALES, 'locale');

/** Subject or body of `key`: required, within its length, only `key`'s variables. */
const templateText = (what: 'Subject' | 'Body', max: number) =>
  text({ what, error: `${what} is required`, multiline: what === 'Body' })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

/**
 * Saves `key`'s text in `locale`, or with `reset: true` deletes the override so the built-in
 * text is used again (subject and body are then ignored).
 */
export const updateEmailTemplateInput = z
  .object({
    key: templateKeySchema,
    locale: localeSchema,
    subject: templateText('Subject', EMAIL_LIMITS.subject).optional(),
    body: templateText('Body', EMAIL_LIMITS.body).optional(),
    reset: z.boolean({ error: 'reset must be true or false' }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.reset) return;
    const allowed = EMAIL_TEMPLATE_VARIABLES[input.key];
    for (const field of ['subject', 'body'] as const) {
      const what = field === 'subject' ? 'Subject' : 'Body';
      const value = input[field];
      const problem = value === undefined ? 'is required' : templateProblem(value, allowed);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${what} ${problem}`,
          params: { fieldCode: value === undefined ? 'required' : 'invalid_template' },
        });
      }
    }
    const missing =
      input.body === undefined
        ? []
        : missingRequiredVariables(input.body, requiredTemplateVariables(input.key));
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['body'],
        message: missingVariablesMessage(missing),
        params: { fieldCode: 'missing_variables', names: missing.join(', ') },
      });
    }
  });
export type UpdateEmailTemplateInput = z.input<typeof updateEmailTemplateInput>;

export const sendTestEmailInput = z.object({
  key: templateKeySchema,
  locale: localeSchema,
  to: contactEmailSchema.optional(),
});
export type SendTestEmailInput = z.input<typeof sendTestEmailInput>;

export const getOutboxInput = z.object({
  search: text({ what: 'search' })
    .trim()
    .max(EMAIL_LIMITS.search, `search must be at most ${EMAIL_LIMITS.search} characters`)
    .optional(),
  status: oneOf(EMAIL_STATUSES, 'status').optional(),
  template: templateKeySchema.optional(),
  page: z
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(100_000, 'page is at most 100000')
    .default(1),
  pageSize: z
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize is at least 1')
    .max(OUTBOX_MAX_PAGE_SIZE, `pageSize is at most ${OUTBOX_MAX_PAGE_SIZE}`)
    .default(OUTBOX_PAGE_SIZE),
});
export type GetOutboxInput = z.input<typeof getOutboxInput>;

export const resendEmailInput = z.object({ id: recordIdSchema('id') });

/** One language of one template as `get_templates` answers it. */
export const emailTemplateTextSchema = z.object({
  subject: z.string(),
  body: z.string(),
  default_subject: z.string(),
  default_body: z.string(),
  /** An override is stored; "Reset to default" deletes it. */
  is_customized: z.boolean(),
  updated_at: timestampSchema.nullable(),
});
export type EmailTemplateText = z.infer<typeof emailTemplateTextSchema>;

export const emailTemplateSchema = z.object({
  key: z.enum(EMAIL_TEMPLATE_KEYS),
  variables: z.array(z.string()).readonly(),
  locales: z.object({ en: emailTemplateTextSchema, fr: emailTemplateTextSchema }),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** get_templates. */
export const emailTemplatesAnswer = z.object({ templates: z.array(emailTemplateSchema) });

/** update_template: the language's text as it now is (the default once reset). */
export const updatedEmailTemplateAnswer = z.object({
  key: z.enum(EMAIL_TEMPLATE_KEYS),
  locale: z.enum(EMAIL_LOCALES),
  subject: z.string(),
  body: z.string(),
  is_customized: z.boolean(),
});

export const outboxRowSchema = z.object({
  id: uuidSchema,
  to_email: z.string(),
  subject: z.string(),
  template_key: z.string().nullable(),
  locale: z.string().nullable(),
  status: z.enum(EMAIL_STATUSES),
  attempts: countSchema,
  last_error: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  sent_at: timestampSchema.nullable(),
  resent_from: uuidSchema.nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const outboxPageSchema = listPageSchema('messages', outboxRowSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** send_test: the queued message and where it goes. */
export const sentTestEmailAnswer = z.object({ id: uuidSchema, to: z.string() });
/** resend: the message and the copy queued (itself when it was queued again in place). */
export const resentEmailAnswer = z.object({ id: uuidSchema, resent_as: uuidSchema });
