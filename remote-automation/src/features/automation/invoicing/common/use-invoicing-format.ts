import { moneyFormatter } from '@atelier/shared/records';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Money, percents and dates in the admin's language. Amounts are whole cents with their
 * currency (docs/records.md); calendar dates (`YYYY-MM-DD`) are shown as that day wherever
 * the admin is, so they are formatted in UTC.
 */
export function useInvoicingFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const amount = moneyFormatter(language);
    const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(language, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      /** 250000, 'USD' → "$2,500.00". */
      money: (cents: number, currency = 'USD') => amount(cents / 100, currency),
      /** 50 → "50 %" (the product writes a space before the sign, as French does). */
      percent: (value: number) => `${percent.format(value)} %`,
      /** 9.5 → "9.5". */
      decimal: (value: number) => decimal.format(value),
      /** A calendar date `YYYY-MM-DD`, or the date of a timestamp. */
      day: (date: string) => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)),
      /** `YYYY-MM` → "Nov 2026". */
      month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
    };
  }, [language]);
}

export type InvoicingFormat = ReturnType<typeof useInvoicingFormat>;
