/**
 * The vocabulary and arithmetic of the agency's records (clients, projects, proposals,
 * invoices, payments), shared by the server and the browser so both compute the same totals.
 * Zod-free, and what the root entry re-exports: the contract's schemas (`../contract`) are built
 * on these statuses and limits rather than declaring their own.
 */
import { INVOICE_LIMITS } from './limits';

export * from './limits';
export * from './list-edits';
export * from './phone';
export * from './vocabulary';

export const clientStatuses = ['active', 'inactive'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const projectStatuses = [
  'planning',
  'in_progress',
  'review',
  'completed',
  'on_hold',
  'cancelled',
] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** `expired` is derived on read: a sent proposal past its valid-until date. */
export const proposalStatuses = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];
export type StoredProposalStatus = Exclude<ProposalStatus, 'expired'>;

/**
 * `overdue` and `credited` are derived on read: a sent invoice with a balance past its due
 * date; a sent invoice that credit notes left nothing to pay on.
 */
export const invoiceStatuses = [
  'draft',
  'sent',
  'paid',
  'overdue',
  'credited',
  'cancelled',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export type StoredInvoiceStatus = Exclude<InvoiceStatus, 'overdue' | 'credited'>;

export const paymentMethods = [
  'bank_transfer',
  'card',
  'cash',
  'check',
  'paypal',
  'stripe',
  'other',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Limits that keep every total an exact integer below 2^53. */
export const MAX_LINE_ITEMS = 100;
export const MAX_QUANTITY = 10_000;
export const MAX_UNIT_PRICE_CENTS = 1_000_000_000; // $10M
export const MAX_TAX_RATE_BP = 10_000;

export interface LineItemInput {
  /** Up to two decimals (hours, days, units). */
  quantity: number;
  unit_price_cents: number;
}

export interface DocumentTotals {
  /** Each line's amount, in the order given. */
  line_amounts_cents: number[];
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
}

/** Half away from zero, on integers: `numerator / denominator` rounded to a whole number. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

/** A quantity in hundredths (1.5 → 150), exact for up to two decimals. */
export function quantityHundredths(quantity: number): number {
  return Math.round(quantity * 100);
}

/** True when the quantity has at most two decimals. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * A document's totals from its lines: each line rounded to the cent once, the subtotal their
 * exact sum, the discount (a fixed amount, at most the subtotal) taken off before tax, the tax
 * rounded once on what is left. The parts always add up to the total.
 */
export function computeTotals(
  items: readonly LineItemInput[],
  options: { discount_cents?: number; tax_rate_bp?: number } = {},
): DocumentTotals {
  const lineAmounts = items.map((item) =>
    divideRounded(BigInt(quantityHundredths(item.quantity)) * BigInt(item.unit_price_cents), 100n),
  );
  const subtotal = lineAmounts.reduce((sum, amount) => sum + amount, 0n);
  const discount = BigInt(Math.min(options.discount_cents ?? 0, Number(subtotal)));
  const taxable = subtotal - discount;
  const tax = divideRounded(taxable * BigInt(options.tax_rate_bp ?? 0), 10_000n);
  return {
    line_amounts_cents: lineAmounts.map(Number),
    subtotal_cents: Number(subtotal),
    discount_cents: Number(discount),
    tax_cents: Number(tax),
    total_cents: Number(taxable + tax),
  };
}

/**
 * Cents from what a person types, in either language: "1,234.5" and "1 234,50" → 123450. The
 * decimal separator is a final "." or "," followed by one or two digits; the other one groups
 * thousands. Null when it is not an amount with at most two decimals.
 */
export function parseMoneyToCents(text: string): number | null {
  const compact = text.trim().replace(/[\s$€£]/g, '');
  const decimal = /([.,])(\d{1,2})$/.exec(compact);
  const whole = decimal ? compact.slice(0, decimal.index) : compact;
  const digits = whole.replace(decimal?.[1] === ',' ? /\./g : /,/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const cents = Number(digits) * 100 + Number((decimal?.[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as a plain decimal amount (123450 → 1234.5), as the API's `amount` fields carry it. */
export const centsToAmount = (cents: number): number => cents / 100;

/** A progress percentage (0–100) from milestones: done share of the budget percentages,
 * or of the count when no milestone carries a percentage. */
export function milestoneProgress(
  milestones: readonly { percentage: number; is_done: boolean }[],
): number {
  if (milestones.length === 0) return 0;
  const weighted = milestones.reduce((sum, m) => sum + m.percentage, 0);
  if (weighted === 0) {
    const done = milestones.filter((m) => m.is_done).length;
    return Math.round((done / milestones.length) * 100);
  }
  const doneWeight = milestones.reduce((sum, m) => sum + (m.is_done ? m.percentage : 0), 0);
  return Math.round((doneWeight / weighted) * 100);
}

/**
 * An invoice number from the agency's pattern: `{YYYY}` the year, `{YY}` its last two digits,
 * `{SEQ}` the sequence, `{SEQ:n}` the sequence zero-padded to n digits.
 */
export function formatInvoiceNumber(pattern: string, year: number, sequence: number): string {
  return pattern
    .replaceAll('{YYYY}', String(year))
    .replaceAll('{YY}', String(year % 100).padStart(2, '0'))
    .replace(/\{SEQ(?::(\d{1,2}))?\}/g, (_match, width: string | undefined) =>
      String(sequence).padStart(width ? Number(width) : 1, '0'),
    );
}

/**
 * A pattern is usable when it holds the sequence exactly once and the year (numbers restart
 * every year, so without it they would repeat), and no other braces.
 */
export const isValidInvoiceNumberPattern = (pattern: string): boolean =>
  (pattern.match(/\{SEQ(?::\d{1,2})?\}/g) ?? []).length === 1 &&
  /\{YY(YY)?\}/.test(pattern) &&
  pattern.length <= INVOICE_LIMITS.numberPattern &&
  !/[{}]/.test(pattern.replace(/\{(YYYY|YY|SEQ(?::\d{1,2})?)\}/g, ''));
