import { EMAIL_LOCALES, type EmailLocale } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { agencyCurrencyOf, agencyNameOf, SETTING_KEYS, settingText } from './site-settings.ts';

/** The `app_settings` values of these keys (parsed JSON); a key not stored is left out. */
export async function readSettings(
  q: Queryable,
  keys: readonly string[],
): Promise<Map<string, unknown>> {
  const rows = await q.query<{ key: string; value: unknown }>(
    'SELECT key, value FROM app_settings WHERE key = ANY($1::text[])',
    [keys],
  );
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Stores each value as JSON, creating the key when it is not there yet. */
export async function writeSettings(
  q: Queryable,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  await q.query(
    `INSERT INTO app_settings (key, value)
     SELECT key, value::jsonb FROM unnest($1::text[], $2::text[]) AS setting (key, value)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    [entries.map(([key]) => key), entries.map(([, value]) => JSON.stringify(value))],
  );
}

/** The agency's currency (setting `agency.currency`), given to every new record. */
export async function readAgencyCurrency(q: Queryable): Promise<string> {
  return agencyCurrencyOf(
    (await readSettings(q, [SETTING_KEYS.currency])).get(SETTING_KEYS.currency),
  );
}

const isEmailLocale = (value: unknown): value is EmailLocale =>
  typeof value === 'string' && (EMAIL_LOCALES as readonly string[]).includes(value);

/**
 * The agency's default language: site setting `agency.default_language`, else `agency.locale`,
 * else English. Only what a new client or lead gets when none is given, and the language of
 * the admins' e-mails (a client's and a lead's are their own: docs/email.md).
 */
export async function readAgencyLanguage(q: Queryable): Promise<EmailLocale> {
  const settings = await readSettings(q, ['agency.default_language', 'agency.locale']);
  const chosen = [settings.get('agency.default_language'), settings.get('agency.locale')];
  return chosen.find(isEmailLocale) ?? 'en';
}

/** The agency's name (setting `agency.name`), as contracts, PDFs and signing e-mails say it. */
export async function readAgencyName(q: Queryable): Promise<string> {
  return agencyNameOf((await readSettings(q, [SETTING_KEYS.name])).get(SETTING_KEYS.name));
}

/**
 * Who issues a client's invoices and proposals, as the portal's answers name it: the agency's
 * name and its tax id (printed on every invoice; the public settings leave it out).
 */
export async function readIssuingAgency(
  q: Queryable,
): Promise<{ name: string; tax_id: string | null }> {
  const values = await readSettings(q, [SETTING_KEYS.name, SETTING_KEYS.tax_id]);
  return {
    name: agencyNameOf(values.get(SETTING_KEYS.name)),
    tax_id: settingText(values.get(SETTING_KEYS.tax_id)),
  };
}
