import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole amounts when the cents are round ("$1,500"), else to the cent ("$1,500.50"). */
export function formatMoney(cents: number, currency: string, language: string): string {
  const isWhole = cents % 100 === 0;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: isWhole ? 0 : 2,
  }).format(cents / 100);
}

/** "$1,500 – $3,000"; one amount when both ends are the same. */
export function formatPriceRange(
  min: number,
  max: number,
  currency: string,
  language: string,
): string {
  const low = formatMoney(min, currency, language);
  return min === max ? low : `${low} – ${formatMoney(max, currency, language)}`;
}

/** `cents` as a form shows it for editing: 150000 → "1500", 150050 → "1500.50". */
export const centsToInput = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** The money helpers above in the admin's language. */
export function useTemplateFormat(currency: string) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(
    () => ({
      money: (cents: number) => formatMoney(cents, currency, language),
      priceRange: (min: number, max: number) => formatPriceRange(min, max, currency, language),
      day: (date: string) =>
        new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${date}T00:00:00Z`),
        ),
    }),
    [currency, language],
  );
}
