import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whole cents in the record's own currency and calendar days (`YYYY-MM-DD`, shown as that
 * day in every time zone), in the reader's language.
 */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      money: (cents: number, currency: string) =>
        new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100),
      day: (date: string) => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)),
      moment: (at: string) => moment.format(new Date(at)),
    };
  }, [language]);
}
