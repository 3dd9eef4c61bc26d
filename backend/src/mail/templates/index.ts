import {
  EMAIL_LOCALES,
  type EMAIL_TEMPLATE_VARIABLES,
  type EmailLocale,
  type EmailTemplateKey,
  renderTemplate,
} from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { findTemplateOverride } from '../../db/email-templates.ts';
import { readSettings } from '../../db/settings.ts';
import { type OutgoingEmail, queueEmail } from '../outbox.ts';
import { DEFAULTS_EN, type TemplateText } from './defaults-en.ts';
import { DEFAULTS_FR } from './defaults-fr.ts';

export type { TemplateText };

const DEFAULTS: Record<EmailLocale, Record<EmailTemplateKey, TemplateText>> = {
  en: DEFAULTS_EN,
  fr: DEFAULTS_FR,
};

export const defaultTemplate = (key: EmailTemplateKey, locale: EmailLocale): TemplateText =>
  DEFAULTS[locale][key];

/** The values a template's variables take; a flag (`is_…`) is set by any non-empty text. */
export type TemplateValues<K extends EmailTemplateKey> = Record<
  (typeof EMAIL_TEMPLATE_VARIABLES)[K][number],
  string
>;

const isLocale = (value: unknown): value is EmailLocale =>
  typeof value === 'string' && (EMAIL_LOCALES as readonly string[]).includes(value);

/**
 * The language e-mails are written in. Accounts and clients store none, so it is the agency's
 * default language (site-settings `agency.default_language`, else `agency.locale`), else English.
 */
export async function emailLocale(q: Queryable): Promise<EmailLocale> {
  const settings = await readSettings(q, ['agency.default_language', 'agency.locale']);
  const chosen = [settings.get('agency.default_language'), settings.get('agency.locale')];
  return chosen.find(isLocale) ?? 'en';
}

/** Line breaks in a value never reach the Subject header. */
const oneLine = (text: string): string => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/** The subject and body of `key` in `locale`: the agency's override if any, else the default. */
export async function renderEmail<K extends EmailTemplateKey>(
  q: Queryable,
  key: K,
  locale: EmailLocale,
  values: TemplateValues<K>,
): Promise<TemplateText> {
  const text = (await findTemplateOverride(q, key, locale)) ?? defaultTemplate(key, locale);
  const filled: Record<string, string> = values;
  return {
    subject: oneLine(renderTemplate(text.subject, filled)),
    body: renderTemplate(text.body, filled),
  };
}

export interface TemplatedEmail<K extends EmailTemplateKey>
  extends Omit<OutgoingEmail, 'subject' | 'body' | 'html' | 'templateKey' | 'locale'> {
  key: K;
  locale: EmailLocale;
  values: TemplateValues<K>;
}

/**
 * Renders `key` and queues it in the caller's transaction, the outbox row naming its template
 * and language. Answers the outbox row's id.
 */
export async function queueTemplatedEmail<K extends EmailTemplateKey>(
  tx: Queryable,
  { key, locale, values, ...email }: TemplatedEmail<K>,
): Promise<string> {
  const text = await renderEmail(tx, key, locale, values);
  return await queueEmail(tx, { ...email, ...text, templateKey: key, locale });
}
