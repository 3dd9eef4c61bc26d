import type { LineItemFields } from '@atelier/shared/contract';
import { computeTotals, type DocumentTotals } from '@atelier/shared/records';
import type { Queryable } from '../db/database.ts';
import { fieldFailure } from '../errors.ts';
import { invalidField } from './client-management/record-fields.ts';

/**
 * What proposals and invoices share on the server (docs/records.md, "Line items"): the totals
 * it stores, and the SQL that stores a document's lines. The schemas are the contract's.
 */

export {
  discountSchema,
  type LineItemFields,
  lineItemSchema,
  lineItemsSchema,
  taxRateSchema,
} from '@atelier/shared/contract';

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
    throw invalidField(
      'discount_cents',
      'The discount cannot be more than the subtotal',
      fieldFailure('discount_over_subtotal'),
    );
  }
  return totals;
}

export type ItemTable = 'proposal_items' | 'invoice_items' | 'credit_note_items';

const parentColumn: Record<ItemTable, string> = {
  proposal_items: 'proposal_id',
  invoice_items: 'invoice_id',
  credit_note_items: 'credit_note_id',
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
