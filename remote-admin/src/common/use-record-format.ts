import { moneyFormatter } from '@atelier/shared/records';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Money, numbers and dates of the agency's records in the admin's language. Amounts are
 * integer cents with their currency (docs/records.md); calendar dates (`YYYY-MM-DD`) are shown
 * as that day wherever the admin is.
 */
export function useRecordFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const amount = moneyFormatter(language);
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const month = new Intl.DateTimeFormat(language, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      /** 123450, 'USD' → "$1,234.50". */
      money: (cents: number, currency = 'USD') => amount(cents / 100, currency),
      /** 2000000, 'USD' → "$20,000" (chart axes). */
      wholeMoney: (cents: number, currency = 'USD') => amount(Math.round(cents / 100), currency, 0),
      number: (value: number) => number.format(value),
      /** 12.5 → "12.5 %" in the language's way. */
      percent: (value: number) => `${percent.format(value)} %`,
      /** A calendar date `YYYY-MM-DD`. */
      day: (date: string) => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)),
      /** A timestamp. */
      moment: (iso: string) => moment.format(new Date(iso)),
      /** `YYYY-MM` → "Nov 2026". */
      month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
    };
  }, [language]);
}
