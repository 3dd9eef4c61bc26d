import type { EmailLocale } from '@atelier/shared/contract';
import type { PaymentMethod } from '@atelier/shared/records';

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

/**
 * The IANA zone `zone` named in the recipient's language as it is at `at` (summer or standard
 * time): "Central European Standard Time", "heure d’été d’Europe centrale", "Coordinated
 * Universal Time"; an offset ("GMT+03:30") for a zone Intl has no name for.
 */
export const zoneName = (zone: string, locale: EmailLocale, at: Date): string =>
  new Intl.DateTimeFormat(MONEY_LOCALE[locale], { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? zone;

/**
 * An instant as the recipient reads it, in the agency's time zone `zone` and naming it in the
 * recipient's language, since the reader may live elsewhere: "December 12, 2026 at 17:00
 * (Central European Standard Time)" / "12 décembre 2026 à 17:00 (heure normale d’Europe
 * centrale)"; `noDate` when null.
 */
export const dateTimeIn = (iso: string | null, zone: string, locale: EmailLocale): string => {
  if (!iso) return locale === 'fr' ? 'une date non fixée' : 'no set date';
  const date = new Date(iso);
  const day = date.toLocaleDateString(MONEY_LOCALE[locale], {
    timeZone: zone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const time = date.toLocaleTimeString(MONEY_LOCALE[locale], {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day} ${locale === 'fr' ? 'à' : 'at'} ${time} (${zoneName(zone, locale, date)})`;
};

/** A calendar day (`YYYY-MM-DD`) as the recipient reads it: "December 28, 2026", "28 décembre 2026". */
export const calendarDay = (day: string, locale: EmailLocale): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(MONEY_LOCALE[locale], {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

const PAYMENT_METHODS: Record<EmailLocale, Record<PaymentMethod, string>> = {
  en: {
    bank_transfer: 'by bank transfer',
    card: 'by card',
    cash: 'in cash',
    check: 'by check',
    paypal: 'by PayPal',
    stripe: 'by card',
    other: '',
  },
  fr: {
    bank_transfer: 'par virement',
    card: 'par carte',
    cash: 'en espèces',
    check: 'par chèque',
    paypal: 'par PayPal',
    stripe: 'par carte',
    other: '',
  },
};

/** How a payment was made, as a sentence continues it ("by bank transfer"); empty for `other`. */
export const paymentMethodPhrase = (method: PaymentMethod, locale: EmailLocale): string =>
  PAYMENT_METHODS[locale][method];
