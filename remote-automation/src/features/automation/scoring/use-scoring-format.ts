import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Money, numbers, rates and dates in the admin's language; lead budgets are whole dollars. */
export function useScoringFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const usd = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 1,
    });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const month = new Intl.DateTimeFormat(language, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      usd: (value: number) => usd.format(value),
      number: (value: number) => number.format(value),
      percent: (rate: number) => percent.format(rate),
      day: (iso: string) => day.format(new Date(iso)),
      /** `YYYY-MM` → "Nov 2026". */
      month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
    };
  }, [language]);
}
