import { moneyFormatter } from '@atelier/shared/records';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Money and dates of the client's records in the reader's language: amounts are whole cents
 * in the record's own currency; calendar days (`YYYY-MM-DD`) show as that day anywhere.
 */
export function usePortalFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const amount = moneyFormatter(language);
    return {
      language,
      money: (cents: number, currency: string) => amount(cents / 100, currency),
      day: (date: string) => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)),
      moment: (at: string) => moment.format(new Date(at)),
    };
  }, [language]);
}
