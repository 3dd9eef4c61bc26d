import {
  computeTotals,
  type DocumentTotals,
  hasAtMostTwoDecimals,
  MAX_LINE_ITEMS,
  MAX_QUANTITY,
  MAX_TAX_RATE_BP,
  MAX_UNIT_PRICE_CENTS,
} from '@atelier/shared/records';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { invalidField, requiredText } from './client-management/record-fields.ts';

/**
 * What proposals and invoices share (docs/records.md, "Line items"): the item schema, the
 * totals the server computes, and the SQL that stores a document's lines.
 */

export const lineItemSchema = z.object({
  description: requiredText(500, 'Description'),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .gt(0, 'Quantity must be more than 0')
    .max(MAX_QUANTITY, `Quantity is at most ${MAX_QUANTITY}`)
    .refine(hasAtMostTwoDecimals, 'Quantity has at most two decimals'),
  unit_price_cents: z
    .number({ error: 'Unit price must be a whole number of cents' })
    .int('Unit price must be a whole number of cents')
    .min(0, 'Unit price cannot be negative')
    .max(MAX_UNIT_PRICE_CENTS, 'Unit price is too large'),
});
export type LineItemFields = z.output<typeof lineItemSchema>;

export const lineItemsSchema = z
  .array(lineItemSchema, { error: 'Items must be a list of lines' })
  .min(1, 'Add at least one line')
  .max(MAX_LINE_ITEMS, `At most ${MAX_LINE_ITEMS} lines`);

export const discountSchema = z
  .number({ error: 'Discount must be a whole number of cents' })
  .int('Discount must be a whole number of cents')
  .min(0, 'Discount cannot be negative')
  .max(MAX_UNIT_PRICE_CENTS * MAX_LINE_ITEMS, 'Discount is too large');

export const taxRateSchema = z
  .number({ error: 'Tax rate must be a whole number of basis points' })
  .int('Tax rate must be a whole number of basis points')
  .min(0, 'Tax rate cannot be negative')
  .max(MAX_TAX_RATE_BP, 'Tax rate is at most 10000 basis points (100 %)');

/**
 * The stored totals of a document. computeTotals would silently cap a discount above the
 * subtotal; the caller is told instead, so what they typed is never changed behind their back.
 */
export function documentTotals(
  items: readonly LineItemFields[],
  options: { discount_cents: number; tax_rate_bp: number },
): DocumentTotals {
  const totals = computeTotals(items, options);
  if (options.discount_cents > totals.subtotal_cents) {
    throw invalidField('discount_cents', 'The discount cannot be more than the subtotal');
  }
  return totals;
}

export type ItemTable = 'proposal_items' | 'invoice_items';

const parentColumn: Record<ItemTable, string> = {
  proposal_items: 'proposal_id',
  invoice_items: 'invoice_id',
};

/** A document's stored lines, in order, as they were typed. */
export function loadItems(
  q: Queryable,
  table: ItemTable,
  parentId: string,
): Promise<LineItemFields[]> {
  return q.query<LineItemFields>(
    `SELECT description, quantity, unit_price_cents FROM ${table}
     WHERE ${parentColumn[table]} = $1 ORDER BY position`,
    [parentId],
  );
}

/** Replaces a document's lines with `items`, numbered from 1, each with its computed amount. */
export async function replaceItems(
  tx: Queryable,
  table: ItemTable,
  parentId: string,
  items: readonly LineItemFields[],
  amounts: readonly number[],
): Promise<void> {
  const parent = parentColumn[table];
  await tx.query(`DELETE FROM ${table} WHERE ${parent} = $1`, [parentId]);
  if (items.length === 0) return;
  await tx.query(
    `INSERT INTO ${table} (${parent}, position, description, quantity, unit_price_cents,
                           amount_cents)
     SELECT $1, line.position, line.description, line.quantity, line.unit_price_cents,
            line.amount_cents
     FROM unnest($2::int[], $3::text[], $4::numeric[], $5::bigint[], $6::bigint[])
       AS line (position, description, quantity, unit_price_cents, amount_cents)`,
    [
      parentId,
      items.map((_, index) => index + 1),
      items.map((item) => item.description),
      items.map((item) => item.quantity),
      items.map((item) => item.unit_price_cents),
      amounts,
    ],
  );
}

/**
 * Whole percentages, one per amount, that add up to exactly 100 when the total is above 0
 * (largest remainder: the floors first, then one point each to the biggest remainders, ties
 * to the earlier line). All 0 when there is nothing to share.
 */
export function sharePercentages(amounts: readonly number[]): number[] {
  // BigInt: amount × 100 may pass 2^53, and remainders must compare exactly.
  const total = amounts.reduce((sum, amount) => sum + BigInt(amount), 0n);
  if (total <= 0n) return amounts.map(() => 0);
  const scaled = amounts.map((amount) => BigInt(amount) * 100n);
  const shares = scaled.map((value) => Number(value / total));
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = scaled
    .map((value, index) => ({ index, remainder: value % total }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
