import {
  type AdminSettings,
  type Agency,
  type DocumentSeal,
  type InvoicingDefaults,
  type PublicAgency,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@atelier/shared/contract';
import type { SealIdentity } from '../../contracts-pdf/seal/identity.ts';
import type { Queryable } from '../../db/database.ts';
import {
  agencyCurrencyOf,
  agencyNameOf,
  agencyTimeZoneOf,
  paymentReferenceOf,
  readStoredSettings,
  SETTING_KEYS,
  settingText,
} from '../../db/site-settings.ts';
import { loadInvoiceTerms } from '../invoice-management/invoice-settings.ts';
import { logoImage } from './settings-logo.ts';

const ALL_KEYS = Object.values(SETTING_KEYS);
const PUBLIC_KEYS = [
  SETTING_KEYS.name,
  SETTING_KEYS.email,
  SETTING_KEYS.phone,
  SETTING_KEYS.address,
  SETTING_KEYS.logo_path,
  SETTING_KEYS.logo_image_id,
];

/** Where the browser loads a `media` object: the bucket is public-read (docs/storage.md). */
export const mediaUrl = (path: string): string =>
  `/storage/v1/object/public/media/${path.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Each stored value as the contract reads it; a missing or hand-broken value is the default.
 * The logo is the library image when one is set, else a logo uploaded before the library.
 */
async function publicAgency(q: Queryable, values: Map<string, unknown>): Promise<PublicAgency> {
  const logoPath = settingText(values.get(SETTING_KEYS.logo_path));
  const logoImageId = settingText(values.get(SETTING_KEYS.logo_image_id));
  const libraryLogo = logoImageId ? await logoImage(q, logoImageId) : null;
  return {
    name: agencyNameOf(values.get(SETTING_KEYS.name)),
    email: settingText(values.get(SETTING_KEYS.email)),
    phone: settingText(values.get(SETTING_KEYS.phone)),
    address: settingText(values.get(SETTING_KEYS.address)),
    logo_url: logoImageId ? (libraryLogo?.url ?? null) : logoPath ? mediaUrl(logoPath) : null,
    logo_alt: libraryLogo?.alt ?? null,
  };
}

async function agency(q: Queryable, values: Map<string, unknown>): Promise<Agency> {
  const language = values.get(SETTING_KEYS.default_language);
  return {
    ...(await publicAgency(q, values)),
    tax_id: settingText(values.get(SETTING_KEYS.tax_id)),
    currency: agencyCurrencyOf(values.get(SETTING_KEYS.currency)),
    time_zone: agencyTimeZoneOf(values.get(SETTING_KEYS.time_zone)),
    default_language: SITE_LANGUAGES.includes(language as SiteLanguage)
      ? (language as SiteLanguage)
      : 'en',
    logo_path: settingText(values.get(SETTING_KEYS.logo_path)),
    logo_image_id: settingText(values.get(SETTING_KEYS.logo_image_id)),
  };
}

async function invoicing(q: Queryable, values: Map<string, unknown>): Promise<InvoicingDefaults> {
  const terms = await loadInvoiceTerms(q);
  const rate = values.get(SETTING_KEYS.default_tax_rate_bp);
  return {
    payment_terms_days: terms.payment_terms_days,
    default_tax_rate_bp:
      typeof rate === 'number' && Number.isInteger(rate) && rate >= 0 && rate <= 10_000 ? rate : 0,
    number_pattern: terms.number_pattern,
    reminders_enabled: values.get(SETTING_KEYS.reminders_enabled) === true,
    allow_partial_payments: values.get(SETTING_KEYS.allow_partial_payments) === true,
    bank_account_holder: settingText(values.get(SETTING_KEYS.bank_account_holder)),
    bank_account_number: settingText(values.get(SETTING_KEYS.bank_account_number)),
    bank_bic: settingText(values.get(SETTING_KEYS.bank_bic)),
    payment_reference: paymentReferenceOf(values.get(SETTING_KEYS.payment_reference)),
  };
}

/** The part of the settings a visitor may read. */
export async function readPublicAgency(q: Queryable): Promise<PublicAgency> {
  return await publicAgency(q, (await readStoredSettings(q, PUBLIC_KEYS)).values);
}

/** Everything, for an admin. */
export async function readAdminSettings(q: Queryable): Promise<AdminSettings> {
  const stored = await readStoredSettings(q, ALL_KEYS);
  return {
    agency: await agency(q, stored.values),
    invoicing: await invoicing(q, stored.values),
    updated_at: stored.updatedAt,
    updated_by: stored.updatedBy,
  };
}

/** The seal's certificate as the settings page shows it (never its key). */
export const sealView = (identity: SealIdentity): DocumentSeal => ({
  subject: identity.subject,
  fingerprint: identity.fingerprint,
  not_after: identity.notAfter,
  source: identity.source,
});
