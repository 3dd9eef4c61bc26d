import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Money, numbers and dates in the admin's language; budgets are whole US dollars. */
export function useLeadFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const usd = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      usd: (value: number) => usd.format(value),
      number: (value: number) => number.format(value),
      day: (iso: string) => day.format(new Date(iso)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [language]);
}
