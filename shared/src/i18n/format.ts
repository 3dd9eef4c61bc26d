import { moneyFormatter } from '../records/money-format';

/** What a missing value reads as in every column and fact. */
export const NO_VALUE = '—';

/** A calendar date `YYYY-MM-DD` (or a timestamp's date part) as that day's UTC midnight. */
const calendarDay = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/**
 * Money, numbers and dates in one language: the formatter every app reads its figures with.
 * Amounts are integer cents with their currency (docs/records.md); calendar dates
 * (`YYYY-MM-DD`) show as that day wherever the reader is, instants in the reader's own time
 * zone (`timeZone` only pins it, for tests). A missing value (`null`) reads as {@link NO_VALUE}.
 */
export function formatFor(language: string, timeZone?: string) {
  const amount = moneyFormatter(language);
  // One format per number of decimals, made on first use and kept.
  const byDecimals = (options: Intl.NumberFormatOptions) => {
    const formats = new Map<number, Intl.NumberFormat>();
    return (maximumFractionDigits: number) => {
      let format = formats.get(maximumFractionDigits);
      if (!format) {
        format = new Intl.NumberFormat(language, { ...options, maximumFractionDigits });
        formats.set(maximumFractionDigits, format);
      }
      return format;
    };
  };
  const numberWith = byDecimals({});
  const ratioWith = byDecimals({ style: 'percent' });
  // Made on first use: a date format costs milliseconds to make, and most pages use one or two.
  const dates = (options: Intl.DateTimeFormatOptions) => {
    let format: Intl.DateTimeFormat | undefined;
    return (date: Date) => {
      format ??= new Intl.DateTimeFormat(language, options);
      return format.format(date);
    };
  };
  const day = dates({ dateStyle: 'medium', timeZone: 'UTC' });
  const localDay = dates({ dateStyle: 'medium', timeZone });
  const moment = dates({ dateStyle: 'medium', timeStyle: 'short', timeZone });
  const longLocalDay = dates({ dateStyle: 'long', timeZone });
  const longMoment = dates({ dateStyle: 'long', timeStyle: 'short', timeZone });
  const month = dates({ month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    language,
    /** 123450, 'USD' → "$1,234.50". */
    money: (cents: number | null, currency = 'USD') =>
      cents === null ? NO_VALUE : amount(cents / 100, currency),
    /** 2000050, 'USD' → "$20,001" (chart axes, budgets). */
    wholeMoney: (cents: number, currency = 'USD') => amount(Math.round(cents / 100), currency, 0),
    /** Whole amounts when the cents are round ("$1,500"), else to the cent ("$1,500.50"). */
    compactMoney: (cents: number, currency: string) =>
      amount(cents / 100, currency, cents % 100 === 0 ? 0 : 2),
    /** 1234.567 → "1,234.57" (to 2 decimals unless told). */
    number: (value: number, maximumFractionDigits = 2) =>
      numberWith(maximumFractionDigits).format(value),
    /** Points of a hundred: 12.5 → "12.5 %" (the product writes a space before the sign, as French does). */
    percent: (value: number | null, maximumFractionDigits = 1) =>
      value === null ? NO_VALUE : `${numberWith(maximumFractionDigits).format(value)} %`,
    /** A fraction of one in the language's own percent style: 0.125 → "12.5%" (to 1 decimal unless told). */
    ratio: (fraction: number, maximumFractionDigits = 1) =>
      ratioWith(maximumFractionDigits).format(fraction),
    /** A calendar date `YYYY-MM-DD`, or the date of a timestamp: "Nov 25, 2026". */
    day: (date: string | null) => (date ? day(calendarDay(date)) : NO_VALUE),
    /** The day an instant falls on where the reader is: "Nov 25, 2026". */
    localDay: (iso: string | null) => (iso ? localDay(new Date(iso)) : NO_VALUE),
    /** The day an instant falls on where the reader is, written out: "November 25, 2026". */
    longLocalDay: (iso: string) => longLocalDay(new Date(iso)),
    /** An instant's day and time: "Nov 25, 2026, 2:30 PM". */
    moment: (iso: string | null) => (iso ? moment(new Date(iso)) : NO_VALUE),
    /** An instant's day, written out, and time: "November 25, 2026 at 2:30 PM". */
    longMoment: (iso: string) => longMoment(new Date(iso)),
    /** `YYYY-MM` → "Nov 2026". */
    month: (yearMonth: string) => month(new Date(`${yearMonth}-01T00:00:00Z`)),
  };
}

export type Format = ReturnType<typeof formatFor>;

/**
 * Loads the number and date data of `language` ahead of the first figure. The first number
 * or date format a page makes in a language costs tens of milliseconds (100+ on a phone),
 * whatever its options, because it loads that data; later ones are cheap. Called while a page
 * waits for the network, it takes that cost off the render that shows the figures.
 */
export function warmUpFormats(language: string): void {
  new Intl.NumberFormat(language).format(1);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(0);
}
