import seed from './seed-prices.json';

/**
 * The estimator's prices: the seed until the published `prices` document arrives with the
 * estimator's content (published.ts). Prices have no language (docs/content.md): one set for
 * every visitor. The estimator, the services page and the home page's "from $X" read them
 * here, so they always quote the same numbers.
 */

export type PriceRange = { min: number; max: number };
export type ContentPrices = {
  projects: Record<string, { price: PriceRange; weeks: PriceRange }>;
  features: Record<string, PriceRange>;
};

export const SEED_PRICES: ContentPrices = seed;

let current: ContentPrices = SEED_PRICES;
const listeners = new Set<() => void>();

export function getPrices(): ContentPrices {
  return current;
}

export function setPrices(prices: ContentPrices): void {
  if (prices === current) return;
  current = prices;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the prices change; returns the way to stop. */
export const subscribeToPrices = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
