import { useSyncExternalStore } from 'react';
import { type ContentPrices, getPrices, subscribeToPrices } from './prices';

export * from './prices';

/** The prices shown, re-rendering when published ones arrive. */
export function usePrices(): ContentPrices {
  return useSyncExternalStore(subscribeToPrices, getPrices, getPrices);
}
