import {
  computeTotals,
  type DocumentTotals,
  type LineItem,
  type ProposalFields,
  parseMoneyToCents,
} from '@atelier/shared';
import {
  discountSchema,
  lineItemSchema,
  lineItemsSchema,
  taxRateSchema,
} from '@atelier/shared/contract';
import type { z } from 'zod';

/**
 * The line items, discount and tax of a proposal or invoice form, as the controls hold them
 * (strings), checked with the contract's own schemas (docs/records.md "Line items": the ones
 * the server validates with) and the totals the server will compute from them
 * (`computeTotals`, the same arithmetic).
 */
export type LineItemRow = {
  /** Local only: keeps React's rows stable while lines are added and removed. */
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
};

export type PricingValues = {
  items: LineItemRow[];
  /** Money as typed: "1,234.50". */
  discount: string;
  /** A percent as typed: "20" or "5.5". */
  taxRate: string;
};

/** Error codes of one field, translated by the form under `lineItems.fieldErrors`. */
export type PricingProblem =
  | 'required'
  | 'tooLong'
  | 'characters'
  | 'quantity'
  | 'price'
  | 'discount'
  | 'discountTooHigh'
  | 'taxRate'
  | 'noItems'
  | 'tooManyItems';

/** Keyed like the server's field messages: `items.0.description`, `discount_cents`, … */
export type PricingErrors = Record<string, PricingProblem>;

let nextKey = 0;
export const newRow = (fields: Partial<Omit<LineItemRow, 'key'>> = {}): LineItemRow => ({
  key: `row-${++nextKey}`,
  description: '',
  quantity: '1',
  unitPrice: '',
  ...fields,
});

/** "1,5" and "1.5" are the same quantity; the French keyboard types a comma. */
export function parseQuantity(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return lineItemSchema.shape.quantity.safeParse(value).success ? value : null;
}

/** A percent with up to two decimals → basis points: "20" → 2000, "5.5" → 550. */
export function parseTaxRate(text: string): number | null {
  const cleaned = text.trim().replace(',', '.').replace(/\s*%$/, '');
  if (cleaned === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const bp = Math.round(Number(cleaned) * 100);
  return taxRateSchema.safeParse(bp).success ? bp : null;
}

/** Basis points as the percent field shows them: 2000 → "20", 550 → "5.5", 0 → "". */
export const taxRateText = (bp: number): string => (bp === 0 ? '' : String(bp / 100));

/** Cents as a money field shows them, without currency or grouping: 123450 → "1234.50". */
export const moneyText = (cents: number): string =>
  cents === 0 ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);

const parsePrice = (text: string): number | null => {
  const cents = parseMoneyToCents(text);
  return cents !== null && lineItemSchema.shape.unit_price_cents.safeParse(cents).success
    ? cents
    : null;
};

/**
 * A text field as the contract's schema for it checks it: missing, too long or with control
 * characters (the proposal, invoice and payment forms word their text fields with it too).
 */
export function textProblem(
  schema: z.ZodType,
  value: string,
): 'required' | 'tooLong' | 'characters' | null {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) return null;
  if (issue.code === 'too_small') return 'required';
  return issue.code === 'too_big' ? 'tooLong' : 'characters';
}

/** The number of lines as the contract checks it (each line itself is checked on its own). */
function countProblem(count: number): PricingProblem | null {
  const line = { description: 'line', quantity: 1, unit_price_cents: 0 };
  const issue = lineItemsSchema.safeParse(Array.from({ length: count }, () => line)).error
    ?.issues[0];
  if (issue?.code === 'too_small') return 'noItems';
  return issue?.code === 'too_big' ? 'tooManyItems' : null;
}

export function rowsFromItems(items: readonly LineItem[]): LineItemRow[] {
  return items.map((item) =>
    newRow({
      description: item.description,
      quantity: String(item.quantity),
      unitPrice: moneyText(item.unit_price_cents) || '0',
    }),
  );
}

/** A new document's pricing: one empty line, no discount, the given tax (none by default). */
export const emptyPricing = (taxRate = ''): PricingValues => ({
  items: [newRow()],
  discount: '',
  taxRate,
});

/** A stored proposal's or invoice's pricing as the form holds it (one empty line if none). */
export function pricingOf(document: {
  items: readonly LineItem[];
  discount_cents: number;
  tax_rate_bp: number;
}): PricingValues {
  return {
    items: document.items.length > 0 ? rowsFromItems(document.items) : [newRow()],
    discount: moneyText(document.discount_cents),
    taxRate: taxRateText(document.tax_rate_bp),
  };
}

/** An untouched last row (no description, no price) is not a line the admin meant. */
const isBlank = (row: LineItemRow) => row.description.trim() === '' && row.unitPrice.trim() === '';

export function validatePricing(values: PricingValues): PricingErrors {
  const errors: PricingErrors = {};
  const count = countProblem(values.items.filter((row) => !isBlank(row)).length);
  if (count) errors.items = count;
  values.items.forEach((row, index) => {
    if (isBlank(row)) return;
    const description = textProblem(lineItemSchema.shape.description, row.description);
    if (description) errors[`items.${index}.description`] = description;
    if (parseQuantity(row.quantity) === null) errors[`items.${index}.quantity`] = 'quantity';
    if (parsePrice(row.unitPrice) === null) errors[`items.${index}.unit_price_cents`] = 'price';
  });
  const discount = values.discount.trim() === '' ? 0 : parseMoneyToCents(values.discount);
  if (discount === null || !discountSchema.safeParse(discount).success) {
    errors.discount_cents = 'discount';
  } else if (discount > liveTotals(values).subtotal_cents)
    errors.discount_cents = 'discountTooHigh';
  if (parseTaxRate(values.taxRate) === null) errors.tax_rate_bp = 'taxRate';
  return errors;
}

/**
 * The items, discount and tax to send, from values that passed `validatePricing`. Blank rows
 * are dropped, so an admin who added one line too many is not refused for it.
 */
export function toPricingFields(
  values: PricingValues,
): Pick<ProposalFields, 'items' | 'discount_cents' | 'tax_rate_bp'> {
  return {
    items: values.items
      .filter((row) => !isBlank(row))
      .map((row) => ({
        description: row.description.trim(),
        quantity: parseQuantity(row.quantity) ?? 0,
        unit_price_cents: parsePrice(row.unitPrice) ?? 0,
      })),
    discount_cents: parseMoneyToCents(values.discount) ?? 0,
    tax_rate_bp: parseTaxRate(values.taxRate) ?? 0,
  };
}

/**
 * Totals while the admin types: a line that does not parse yet counts as 0 rather than
 * hiding every total, and the discount is capped at the subtotal as the server caps it.
 */
export function liveTotals(values: PricingValues): DocumentTotals {
  const items = values.items.map((row) => ({
    quantity: parseQuantity(row.quantity) ?? 0,
    unit_price_cents: parsePrice(row.unitPrice) ?? 0,
  }));
  return computeTotals(items, {
    discount_cents: parseMoneyToCents(values.discount) ?? 0,
    tax_rate_bp: parseTaxRate(values.taxRate) ?? 0,
  });
}

/**
 * The server's field messages (400 `fields`) that belong to the pricing part of a form; the
 * row index is the index among the lines sent, which skipped blank rows, so it is mapped back.
 */
export function pricingServerErrors(
  fields: Record<string, string> | undefined,
  rows: readonly LineItemRow[],
): Record<string, string> {
  const sentIndexes = rows.flatMap((row, index) => (isBlank(row) ? [] : [index]));
  const messages: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const line = /^items\.(\d+)\.(.+)$/.exec(key);
    if (line) {
      const rowIndex = sentIndexes[Number(line[1])];
      if (rowIndex !== undefined) messages[`items.${rowIndex}.${line[2]}`] = message;
    } else if (['items', 'discount_cents', 'tax_rate_bp'].includes(key)) {
      messages[key] = message;
    }
  }
  return messages;
}

/**
 * A document form's server messages: the pricing part's (`pricingServerErrors`) and those of
 * the named fields, which show under the field of the same key.
 */
export function documentServerErrors(
  fields: Record<string, string> | undefined,
  rows: readonly LineItemRow[],
  keys: readonly string[],
): Record<string, string> {
  const messages = pricingServerErrors(fields, rows);
  for (const key of keys) {
    const message = fields?.[key];
    if (message) messages[key] = message;
  }
  return messages;
}
