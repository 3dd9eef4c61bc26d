import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A timestamp's day in the admin's language ("Nov 25, 2026"), as the other tabs show dates. */
export function useDayFormat(): (timestamp: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return (timestamp: string) => format.format(new Date(timestamp));
  }, [language]);
}
