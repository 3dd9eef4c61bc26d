import {
  type BankDetails,
  isKnownCurrency,
  isKnownTimeZone,
  PAYMENT_REFERENCE_DEFAULT,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/**
 * The `app_settings` keys the settings page owns (docs/settings.md). The invoicing keys are
 * the ones invoice-management, invoice-automation and the portal already read.
 */
export const SETTING_KEYS = {
  name: 'agency.name',
  address: 'agency.address',
  email: 'agency.email',
  phone: 'agency.phone',
  tax_id: 'agency.tax_id',
  currency: 'agency.currency',
  time_zone: 'agency.time_zone',
  default_language: 'agency.default_language',
  logo_path: 'agency.logo_path',
  logo_image_id: 'agency.logo_image_id',
  payment_terms_days: 'invoice.payment_terms_days',
  default_tax_rate_bp: 'invoice.default_tax_rate_bp',
  number_pattern: 'invoice.number_pattern',
  reminders_enabled: 'invoice.reminders.enabled',
  allow_partial_payments: 'payments.allow_partial',
  bank_account_holder: 'invoice.bank.account_holder',
  bank_account_number: 'invoice.bank.account_number',
  bank_bic: 'invoice.bank.bic',
  payment_reference: 'invoice.bank.reference',
} as const;

export type SettingField = keyof typeof SETTING_KEYS;

/**
 * A stored value as every reader takes it (the settings page, the PDFs and e-mails, the
 * server's "today"): missing, empty or edited by hand into something else, it is the default.
 */
export const settingText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const DEFAULT_AGENCY_NAME = 'Atelier';
export const agencyNameOf = (value: unknown): string => settingText(value) ?? DEFAULT_AGENCY_NAME;

export const agencyCurrencyOf = (value: unknown): string =>
  typeof value === 'string' && isKnownCurrency(value) ? value : 'USD';

export const agencyTimeZoneOf = (value: unknown): string =>
  typeof value === 'string' && isKnownTimeZone(value) ? value : 'UTC';

export interface StoredSettings {
  values: Map<string, unknown>;
  /** The latest change among the keys read, and who made it (null: a migration or a seed). */
  updatedAt: string | null;
  updatedBy: { id: string; name: string } | null;
}

/** The stored values of `keys` (parsed JSON) and the latest change among them. */
export async function readStoredSettings(
  q: Queryable,
  keys: readonly string[],
): Promise<StoredSettings> {
  const rows = await q.query<{
    key: string;
    value: unknown;
    updated_at: string;
    updated_by: string | null;
    updated_by_name: string | null;
  }>(
    `SELECT s.key, s.value, s.updated_at, s.updated_by,
            nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') AS updated_by_name
     FROM app_settings s LEFT JOIN users u ON u.id = s.updated_by
     WHERE s.key = ANY($1::text[])
     ORDER BY s.updated_at DESC, s.key`,
    [keys],
  );
  const latest = rows[0];
  return {
    values: new Map(rows.map((row) => [row.key, row.value])),
    updatedAt: latest?.updated_at ?? null,
    updatedBy:
      latest?.updated_by != null
        ? { id: latest.updated_by, name: latest.updated_by_name ?? '' }
        : null,
  };
}

/** Stores each value as JSON (creating the key when needed), recording who changed it. */
export async function writeSettingsBy(
  q: Queryable,
  values: Readonly<Record<string, unknown>>,
  userId: string,
): Promise<void> {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  await q.query(
    `INSERT INTO app_settings (key, value, updated_by)
     SELECT key, value::jsonb, $3::uuid
     FROM unnest($1::text[], $2::text[]) AS setting (key, value)
     ON CONFLICT (key) DO UPDATE
       SET value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`,
    [entries.map(([key]) => key), entries.map(([, value]) => JSON.stringify(value)), userId],
  );
}

/**
 * The agency's bank details for a transfer (docs/settings.md "Bank details"); null until an
 * account number is set. The invoice PDFs and e-mails print them.
 */
export async function readBankDetails(q: Queryable): Promise<BankDetails | null> {
  const { values } = await readStoredSettings(q, [
    SETTING_KEYS.bank_account_holder,
    SETTING_KEYS.bank_account_number,
    SETTING_KEYS.bank_bic,
    SETTING_KEYS.payment_reference,
  ]);
  const account = settingText(values.get(SETTING_KEYS.bank_account_number));
  if (!account) return null;
  return {
    account_holder: settingText(values.get(SETTING_KEYS.bank_account_holder)) ?? '',
    account_number: account,
    bic: settingText(values.get(SETTING_KEYS.bank_bic)),
    reference: paymentReferenceOf(values.get(SETTING_KEYS.payment_reference)),
  };
}

export const paymentReferenceOf = (value: unknown): string => {
  const text = settingText(value);
  return text?.includes('{number}') ? text : PAYMENT_REFERENCE_DEFAULT;
};

/** The tax rate a new invoice gets when none is given (basis points; 0 until one is set). */
export async function readDefaultTaxRate(q: Queryable): Promise<number> {
  const [row] = await q.query<{ value: unknown }>('SELECT value FROM app_settings WHERE key = $1', [
    SETTING_KEYS.default_tax_rate_bp,
  ]);
  const value = row?.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000
    ? value
    : 0;
}
