import type { Format } from '@atelier/shared';

/** "$1,500 – $3,000"; one amount when both ends are the same. */
export function priceRange(format: Format, min: number, max: number, currency: string): string {
  const low = format.compactMoney(min, currency);
  return min === max ? low : `${low} – ${format.compactMoney(max, currency)}`;
}

/** `cents` as a form shows it for editing: 150000 → "1500", 150050 → "1500.50". */
export const centsToInput = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
