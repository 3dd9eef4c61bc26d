import { z } from 'zod';
import { contactEmailSchema, firstNameSchema, lastNameSchema } from './accounts';
import {
  BANK_LIMITS,
  isAccountNumber,
  isBicOrRouting,
  isValidIban,
  looksLikeIban,
} from './bank-details';
import { text } from './fields';
import { invoiceSettingsSchemas } from './invoices';
import { taxRateSchema } from './line-items';
import {
  countSchema,
  oneOf,
  optionalPhone,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * The `site-settings` contract (docs/settings.md): the agency's details, its invoicing
 * defaults and its staff accounts. The server validates with these schemas and the settings
 * page's forms parse with them, so a value the form lets through is one the server takes.
 */

export const SITE_SETTINGS_LIMITS = {
  name: 200,
  address: 500,
  phone: 50,
  taxId: 50,
  logoPath: 300,
} as const;

export const SITE_LANGUAGES = ['en', 'fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const STAFF_ROLES = ['super_admin', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The folder of the media bucket that holds the logo until the media library takes it over. */
export const BRANDING_FOLDER = 'branding/';

/** Whether `code` is an ISO 4217 currency this runtime knows (the one the server formats). */
export const isKnownCurrency = (code: string): boolean =>
  /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);

/** Whether `zone` is an IANA time zone this runtime knows; `UTC` is always one. */
export const isKnownTimeZone = (zone: string): boolean =>
  zone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(zone);

export const agencyFieldSchemas = {
  name: requiredText(SITE_SETTINGS_LIMITS.name, 'Agency name', { isName: true }),
  address: optionalText(SITE_SETTINGS_LIMITS.address, 'Address', { multiline: true }),
  /** null clears it. */
  email: contactEmailSchema.nullable(),
  phone: optionalPhone(SITE_SETTINGS_LIMITS.phone, 'Phone'),
  tax_id: optionalText(SITE_SETTINGS_LIMITS.taxId, 'Tax id'),
  currency: text({ what: 'Currency' })
    .trim()
    .toUpperCase()
    .refine(isKnownCurrency, {
      message: 'Currency must be an ISO 4217 code, such as EUR or USD',
      params: { fieldCode: 'invalid_currency' },
    }),
  time_zone: text({ what: 'Time zone' })
    .trim()
    .refine(isKnownTimeZone, {
      message: 'Time zone must be an IANA time zone, such as Europe/Paris',
      params: { fieldCode: 'invalid_time_zone' },
    }),
  default_language: oneOf(SITE_LANGUAGES, 'Default language'),
  /** A path in the `media` bucket under `branding/`, uploaded beforehand; null removes it. */
  logo_path: text({ what: 'Logo' })
    .max(SITE_SETTINGS_LIMITS.logoPath, 'Logo must be a file of the branding folder')
    .refine((path) => path.startsWith(BRANDING_FOLDER) && path.length > BRANDING_FOLDER.length, {
      message: 'Logo must be a file of the branding folder',
      params: { fieldCode: 'branding_file' },
    })
    .nullable(),
  /** The logo as an image of the media library (alt text in both languages); null removes it. */
  logo_image_id: referenceSchema('logo_image_id').nullable(),
};

export const invoicingFieldSchemas = {
  payment_terms_days: invoiceSettingsSchemas.payment_terms_days,
  default_tax_rate_bp: taxRateSchema,
  number_pattern: invoiceSettingsSchemas.number_pattern,
  reminders_enabled: z.boolean({ error: 'Payment reminders must be on or off (true or false)' }),
  allow_partial_payments: z.boolean({
    error: 'Partial payments must be allowed or not (true or false)',
  }),
  /** Bank details for a transfer (docs/settings.md "Bank details"); null removes one. */
  bank_account_holder: text({ what: 'Account holder', isName: true })
    .trim()
    .max(BANK_LIMITS.holder, `Account holder must be at most ${BANK_LIMITS.holder} characters`)
    .nullable(),
  bank_account_number: text({ what: 'IBAN or account number' })
    .trim()
    .refine((value) => !looksLikeIban(value) || isValidIban(value), {
      message: 'This IBAN is not valid: check its digits',
      params: { fieldCode: 'invalid_iban' },
    })
    .refine((value) => looksLikeIban(value) || isAccountNumber(value), {
      message: 'Give an IBAN or an account number (letters, digits, spaces and dashes)',
      params: { fieldCode: 'account_number' },
    })
    .nullable(),
  bank_bic: text({ what: 'BIC or routing number' })
    .trim()
    .refine(isBicOrRouting, {
      message: 'A BIC has 8 or 11 characters; a routing number 9 digits',
      params: { fieldCode: 'bic_or_routing' },
    })
    .nullable(),
  payment_reference: text({ what: 'Payment reference' })
    .trim()
    .min(1, 'Payment reference is required')
    .max(
      BANK_LIMITS.reference,
      `Payment reference must be at most ${BANK_LIMITS.reference} characters`,
    )
    .refine((value) => value.includes('{number}'), {
      message: 'The payment reference must hold {number}, the invoice number',
      params: { fieldCode: 'reference_needs_number' },
    }),
};

const a = agencyFieldSchemas;
const i = invoicingFieldSchemas;

/** Only the fields sent change. */
export const updateSettingsInput = z.object({
  name: a.name.optional(),
  address: a.address.optional(),
  email: a.email.optional(),
  phone: a.phone.optional(),
  tax_id: a.tax_id.optional(),
  currency: a.currency.optional(),
  time_zone: a.time_zone.optional(),
  default_language: a.default_language.optional(),
  logo_path: a.logo_path.optional(),
  logo_image_id: a.logo_image_id.optional(),
  payment_terms_days: i.payment_terms_days.optional(),
  default_tax_rate_bp: i.default_tax_rate_bp.optional(),
  number_pattern: i.number_pattern.optional(),
  reminders_enabled: i.reminders_enabled.optional(),
  allow_partial_payments: i.allow_partial_payments.optional(),
  bank_account_holder: i.bank_account_holder.optional(),
  bank_account_number: i.bank_account_number.optional(),
  bank_bic: i.bank_bic.optional(),
  payment_reference: i.payment_reference.optional(),
});
export type SettingsChanges = z.output<typeof updateSettingsInput>;

const whoChanged = z.object({ id: uuidSchema, name: z.string() }).nullable();

/** What anyone may read: how a visitor reaches the agency. */
export const publicAgencySchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /**
   * Public URL path of the logo (`/storage/v1/object/public/media/...`), or null: the library
   * image's widest PNG/JPEG when `logo_image_id` is set, else an older logo uploaded to `branding/`.
   */
  logo_url: z.string().nullable(),
  /**
   * The library logo's alt text in English and French (`altIn` picks the reader's); null for
   * an older logo uploaded to `branding/`, which has none, or when there is no logo.
   */
  logo_alt: z.object({ en: z.string(), fr: z.string() }).nullable(),
});
export type PublicAgency = z.infer<typeof publicAgencySchema>;

export const agencySchema = publicAgencySchema.extend({
  tax_id: z.string().nullable(),
  currency: z.string(),
  time_zone: z.string(),
  default_language: z.enum(SITE_LANGUAGES),
  logo_path: z.string().nullable(),
  /** The library image that is the logo (docs/images.md), or null. */
  logo_image_id: uuidSchema.nullable(),
});
export type Agency = z.infer<typeof agencySchema>;

export const invoicingDefaultsSchema = z.object({
  payment_terms_days: z.number().int().nonnegative(),
  default_tax_rate_bp: z.number().int().nonnegative(),
  number_pattern: z.string(),
  reminders_enabled: z.boolean(),
  allow_partial_payments: z.boolean(),
  bank_account_holder: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_bic: z.string().nullable(),
  /** `{number}` is the invoice number; "{number}" by default. */
  payment_reference: z.string(),
});
export type InvoicingDefaults = z.infer<typeof invoicingDefaultsSchema>;

/** The admin's answer: everything, and who changed a setting last. */
export const adminSettingsSchema = z.object({
  agency: agencySchema,
  invoicing: invoicingDefaultsSchema,
  updated_at: timestampSchema.nullable(),
  updated_by: whoChanged,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/**
 * The certificate that seals signed contracts (docs/contracts.md#the-seal), as the settings
 * page shows it: its name, its SHA-256 fingerprint (upper-case hex pairs joined by ":"), the
 * end of its validity, and whether the backend generated it or the agency provided it
 * (`ATELIER_SIGNING_P12`).
 */
export const documentSealSchema = z.object({
  subject: z.string(),
  fingerprint: z.string(),
  not_after: timestampSchema,
  source: z.enum(['generated', 'provided']),
});
export type DocumentSeal = z.infer<typeof documentSealSchema>;

/**
 * `get_settings`: the public part without an admin session, all of it with one, and then the
 * document seal too (null when the backend seals nothing).
 */
export const settingsAnswerSchema = z.union([
  z.object({ scope: z.literal('public'), settings: z.object({ agency: publicAgencySchema }) }),
  z.object({
    scope: z.literal('admin'),
    settings: adminSettingsSchema,
    seal: documentSealSchema.nullable(),
  }),
]);
export type SettingsAnswer = z.infer<typeof settingsAnswerSchema>;

/** `update_settings`. */
export const adminSettingsAnswer = z.object({ settings: adminSettingsSchema });

/** A staff account as `get_users` lists it. */
export const staffUserSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(STAFF_ROLES),
  is_active: z.boolean(),
  last_sign_in_at: timestampSchema.nullable(),
  active_sessions: countSchema,
  created_at: timestampSchema,
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUsersAnswer = z.object({ users: z.array(staffUserSchema) });
/** `update_user`. */
export const staffUserAnswer = z.object({ user: staffUserSchema });
/** `invite_user`: the account and the e-mail its set-password link went to. */
export const invitedUserAnswer = z.object({
  user: staffUserSchema,
  invitation: z.object({ email: z.string(), expires_at: timestampSchema }),
});
/** `end_user_sessions`: how many sessions ended. */
export const endedSessionsAnswer = z.object({ ended: countSchema, user: staffUserSchema });

export const userIdInput = z.object({ id: recordIdSchema('id') });

export const updateUserInput = z.object({
  id: recordIdSchema('id'),
  role: oneOf(STAFF_ROLES, 'Role').optional(),
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
});

export const inviteUserInput = z.object({
  email: contactEmailSchema,
  first_name: firstNameSchema,
  last_name: lastNameSchema,
});
