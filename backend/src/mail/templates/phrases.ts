import type { EmailLocale } from '@atelier/shared/contract';

/**
 * The few words a sender computes for a template in the recipient's language (a count of
 * days, an amount, a date): the rest of the wording is the template's.
 */

const UNITS = {
  en: { day: ['day', 'days'] },
  fr: { day: ['jour', 'jours'] },
} as const;

/** "1 day", "3 days"; "1 jour", "3 jours". */
export const dayCount = (count: number, locale: EmailLocale): string => {
  const [one, many] = UNITS[locale].day;
  return `${count} ${count === 1 ? one : many}`;
};

const MONEY_LOCALE: Record<EmailLocale, string> = { en: 'en-US', fr: 'fr-FR' };

/** The amount as the recipient reads it: "$1,250.00", "1 250,00 $US". */
export const money = (cents: number, currency: string, locale: EmailLocale): string =>
  new Intl.NumberFormat(MONEY_LOCALE[locale], { style: 'currency', currency }).format(cents / 100);

/** "November 25, 2026 at 14:00 UTC" / "25 novembre 2026 à 14:00 UTC"; `noDate` when null. */
export const dateTimeUtc = (iso: string | null, locale: EmailLocale): string => {
  if (!iso) return locale === 'fr' ? 'une date non fixée' : 'no set date';
  const date = new Date(iso);
  const day = date.toLocaleDateString(MONEY_LOCALE[locale], {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return `${day} ${locale === 'fr' ? 'à' : 'at'} ${date.toISOString().slice(11, 16)} UTC`;
};
