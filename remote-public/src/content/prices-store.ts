import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import seed from './seed-prices.json';

/**
 * The estimator's prices per language: the seed until the published `estimator` document
 * brings its `prices` (published.ts). The estimator, the services page and the home page's
 * "from $X" read them here, so they always quote the same numbers.
 */

export type PriceRange = { min: number; max: number };
export type ContentPrices = {
  projects: Record<string, { price: PriceRange; weeks: PriceRange }>;
  features: Record<string, PriceRange>;
};

export const SEED_PRICES: ContentPrices = seed;

const byLocale = new Map<string, ContentPrices>();
const listeners = new Set<() => void>();

export function getPrices(locale = 'en'): ContentPrices {
  return byLocale.get(locale) ?? byLocale.get('en') ?? SEED_PRICES;
}

export function setPrices(locale: string, prices: ContentPrices): void {
  byLocale.set(locale, prices);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The prices of the language shown, re-rendering when published ones arrive. */
export function usePrices(): ContentPrices {
  const { i18n } = useTranslation();
  const read = () => getPrices(i18n.language);
  return useSyncExternalStore(subscribe, read, read);
}
