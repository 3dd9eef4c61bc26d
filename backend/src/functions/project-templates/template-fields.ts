import { isPriceRangeReversed, PRICE_ORDER_MESSAGE } from '@atelier/shared/contract';
import { invalidField, notFound } from '../client-management/record-fields.ts';

export const templateNotFound = () => notFound('Template');

/** An update can move one end of the range past the other: 400 on the highest price. */
export function checkPriceRange(prices: { price_min_cents: number; price_max_cents: number }) {
  if (isPriceRangeReversed(prices)) throw invalidField('price_max_cents', PRICE_ORDER_MESSAGE);
}
