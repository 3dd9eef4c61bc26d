import { z } from 'zod';
import {
  hasAtMostTwoDecimals,
  LINE_ITEM_DESCRIPTION_MAX,
  MAX_LINE_ITEMS,
  MAX_QUANTITY,
  MAX_TAX_RATE_BP,
  MAX_UNIT_PRICE_CENTS,
} from '../records/index';
import { requiredText } from './record-fields';

/**
 * What proposals and invoices share (docs/records.md, "Line items"): a line as a form sends it
 * and as the answers carry it, the discount and the tax rate.
 */

export const lineItemSchema = z.object({
  description: requiredText(LINE_ITEM_DESCRIPTION_MAX, 'Description'),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .gt(0, 'Quantity must be more than 0')
    .max(MAX_QUANTITY, `Quantity is at most ${MAX_QUANTITY}`)
    .refine(hasAtMostTwoDecimals, {
      message: 'Quantity has at most two decimals',
      params: { fieldCode: 'two_decimals' },
    }),
  unit_price_cents: z
    .number({ error: 'Unit price must be a whole number of cents' })
    .int('Unit price must be a whole number of cents')
    .min(0, 'Unit price cannot be negative')
    .max(MAX_UNIT_PRICE_CENTS, 'Unit price is too large'),
});

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

/** A line as a form sends it; the server computes its amount. */
export type LineItemFields = z.output<typeof lineItemSchema>;

/** A line as the server answers it, in order; `amount_cents` is computed by the server. */
export const lineItemAnswerSchema = z.object({
  id: z.guid(),
  position: z.number().int().positive(),
  description: z.string(),
  quantity: z.number(),
  unit_price_cents: z.number().int(),
  amount_cents: z.number().int(),
});
export type LineItem = z.infer<typeof lineItemAnswerSchema>;
