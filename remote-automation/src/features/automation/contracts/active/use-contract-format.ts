import { moneyFormatter } from '@atelier/shared/records';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What a missing value reads as in every column and fact. */
export const NO_VALUE = '—';

/**
 * Money and times in the admin's language, as the invoicing tab formats them. Values are whole
 * cents with their currency (docs/contracts.md); contract times are instants (sent, signed,
 * expires at the end of a day), so they are shown in the admin's own time zone.
 */
export function useContractFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const amount = moneyFormatter(language);
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      /** 1250000, 'USD' → "$12,500.00"; none → "—". */
      money: (cents: number | null, currency: string) =>
        cents === null ? NO_VALUE : amount(cents / 100, currency),
      /** The day of an instant, or "—". */
      day: (iso: string | null) => (iso ? day.format(new Date(iso)) : NO_VALUE),
      /** The day and time of an instant, or "—". */
      time: (iso: string | null) => (iso ? time.format(new Date(iso)) : NO_VALUE),
    };
  }, [language]);
}

export type ContractFormat = ReturnType<typeof useContractFormat>;
