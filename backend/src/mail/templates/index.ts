import {
  EMAIL_LOCALES,
  type EMAIL_TEMPLATE_VARIABLES,
  type EmailLocale,
  type EmailTemplateKey,
  renderTemplate,
} from '@atelier/shared/contract';
import { frenchSpacing, startsWithVowel } from '@atelier/shared/glossary';
import type { Queryable } from '../../db/database.ts';
import { findTemplateOverride } from '../../db/email-templates.ts';
import { readAgencyLanguage } from '../../db/settings.ts';
import { type OutgoingEmail, queueEmail } from '../outbox.ts';
import { DEFAULTS_EN } from './en/index.ts';
import { DEFAULTS_FR } from './fr/index.ts';
import { calendarDay } from './phrases.ts';
import type { TemplateText } from './text.ts';

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
 * The agency's default language (site-settings `agency.default_language`, else
 * `agency.locale`), else English: the language of e-mails to the agency's own people, and of
 * those to someone who is no client or lead.
 */
export async function emailLocale(q: Queryable): Promise<EmailLocale> {
  return await readAgencyLanguage(q);
}

/** Whose language an e-mail is written in: a client, a lead, or whoever holds an address. */
export type Recipient =
  | { clientId: string | null | undefined }
  | { leadId: string | null | undefined }
  | { userId: string | null | undefined }
  | { email: string | null | undefined };

/**
 * The language of an e-mail (or PDF) for a recipient (docs/email.md "Languages"): the client's
 * or the lead's own; for an account, its client's (an agency account has none); for an
 * address, the client holding it, else the newest lead with it; else (or for an unknown one)
 * the agency's default language.
 */
export async function recipientLocale(q: Queryable, recipient: Recipient): Promise<EmailLocale> {
  let rows: { language: unknown }[] = [];
  if ('clientId' in recipient && recipient.clientId) {
    rows = await q.query('SELECT language FROM clients WHERE id = $1', [recipient.clientId]);
  } else if ('leadId' in recipient && recipient.leadId) {
    rows = await q.query('SELECT language FROM leads WHERE id = $1', [recipient.leadId]);
  } else if ('userId' in recipient && recipient.userId) {
    rows = await q.query(
      `SELECT c.language FROM users u
       JOIN clients c ON c.user_id = u.id OR (c.user_id IS NULL AND lower(c.email) = lower(u.email))
       WHERE u.id = $1 AND u.role = 'client'
       ORDER BY (c.user_id IS NOT NULL) DESC LIMIT 1`,
      [recipient.userId],
    );
  } else if ('email' in recipient && recipient.email) {
    rows = await q.query(
      `SELECT language FROM (
         SELECT language, 0 AS rank, created_at FROM clients WHERE lower(email) = lower($1)
         UNION ALL
         SELECT language, 1 AS rank, created_at FROM leads WHERE lower(email) = lower($1)
       ) found ORDER BY rank, created_at DESC LIMIT 1`,
      [recipient.email],
    );
  }
  const stored = rows[0]?.language;
  return isLocale(stored) ? stored : await readAgencyLanguage(q);
}

/** Line breaks in a value never reach the Subject header. */
const oneLine = (text: string): string => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The values as the recipient reads them: a calendar day a sender passed as `YYYY-MM-DD`
 * becomes "December 28, 2026" / "28 décembre 2026" (amounts are formatted by the senders,
 * `money()` in phrases.ts), so no e-mail prints an ISO date.
 */
export function readableValues(
  values: Record<string, string>,
  locale: EmailLocale,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      CALENDAR_DAY.test(value) && !Number.isNaN(Date.parse(value))
        ? calendarDay(value, locale)
        : value,
    ]),
  );
}

/**
 * French elision in a template: "de {{agency}}" becomes "d’{{agency}}" (and "que" "qu’") when
 * the value starts with a vowel, so "Nouveau message d’Atelier" and "de Marie" both read right,
 * in the built-in texts and in the agency's own.
 */
export function elideBeforeValues(
  template: string,
  values: Record<string, string>,
  locale: EmailLocale,
): string {
  if (locale !== 'fr') return template;
  return template.replace(
    /\b(de|De|que|Que) \{\{\s*(\w+)\s*\}\}/g,
    (whole, word: string, name: string) => {
      const value = values[name];
      if (value === undefined || !startsWithVowel(value)) return whole;
      return `${word.slice(0, -1)}’{{${name}}}`;
    },
  );
}

/** The subject and body of `key` in `locale`: the agency's override if any, else the default. */
export async function renderEmail<K extends EmailTemplateKey>(
  q: Queryable,
  key: K,
  locale: EmailLocale,
  values: TemplateValues<K>,
): Promise<TemplateText> {
  const text = (await findTemplateOverride(q, key, locale)) ?? defaultTemplate(key, locale);
  return fillTemplate(text, locale, values);
}

/**
 * `text` filled with `values` in `locale`: days in words; in French, the template's own words
 * with French typography (a narrow no-break space before ":" ";" "!" "?", inside « ») and
 * elision. The values (a client's message, a title) are inserted as they were typed.
 */
export function fillTemplate(
  text: TemplateText,
  locale: EmailLocale,
  values: Record<string, string>,
): TemplateText {
  const filled = readableValues(values, locale);
  const worded = (template: string) =>
    elideBeforeValues(locale === 'fr' ? frenchSpacing(template) : template, filled, locale);
  return {
    subject: oneLine(renderTemplate(worded(text.subject), filled)),
    body: renderTemplate(worded(text.body), filled),
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
 * and language. Answers the outbox row's id, or null when the recipient has had its cap of this
 * template (nothing queued: see `queueEmail`).
 */
export async function queueTemplatedEmail<K extends EmailTemplateKey>(
  tx: Queryable,
  { key, locale, values, ...email }: TemplatedEmail<K>,
): Promise<string | null> {
  const text = await renderEmail(tx, key, locale, values);
  return await queueEmail(tx, { ...email, ...text, templateKey: key, locale });
}
