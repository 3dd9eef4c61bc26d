import type { MilestoneStep } from '@atelier/shared/contract';
import type { BillingRule } from '../../db/invoice-generations.ts';

/**
 * The arithmetic of generated invoices (docs/automation.md "invoice-automation
 * (generation)"), in whole cents: shares of a budget, milestone steps, the 100 % cap and the
 * periods of a schedule. Pure, so each rule is tested on its own.
 */

/** `percent` (two decimals at most) of `cents`, rounded half up, computed exactly. */
export function percentOf(cents: number, percent: number): number {
  const hundredths = BigInt(Math.round(percent * 100));
  return Number((BigInt(cents) * hundredths * 2n + 10_000n) / 20_000n);
}

/**
 * What the rule bills in all on a project: its percent of the budget, or its fixed sum. Null
 * when it is a percent and the project has no budget (such a rule generates nothing).
 */
export function ruleTotalCents(rule: BillingRule, budgetCents: number | null): number | null {
  if (rule.amount_type === 'fixed') return Math.round(rule.amount);
  return budgetCents === null ? null : percentOf(budgetCents, rule.amount);
}

/**
 * Each step's share of `totalCents`, rounded to cents; the last step takes what is left, so
 * the steps add up to the total exactly.
 */
export function milestoneStepAmounts(
  totalCents: number,
  steps: readonly MilestoneStep[],
): number[] {
  const amounts = steps.slice(0, -1).map((step) => percentOf(totalCents, step.percent));
  const given = amounts.reduce((sum, amount) => sum + amount, 0);
  return steps.length === 0 ? [] : [...amounts, totalCents - given];
}

/**
 * `amountCents` cut to what is left of the budget after `invoicedCents`: a rule never bills
 * more than 100 % of a project's budget. No budget: no cap.
 */
export function capToBudget(
  amountCents: number,
  budgetCents: number | null,
  invoicedCents: number,
): number {
  if (budgetCents === null) return amountCents;
  return Math.max(0, Math.min(amountCents, budgetCents - invoicedCents));
}

const day = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The invoice days of a monthly schedule from `from` to `asOf` (both `YYYY-MM-DD`, inclusive):
 * `dayOfMonth` (1–28, so every month has it) of each month, starting with the first on or after
 * `from`.
 */
export function monthlyPeriodDays(from: string, dayOfMonth: number, asOf: string): string[] {
  const start = new Date(`${from}T00:00:00.000Z`);
  const cursor = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), dayOfMonth));
  if (cursor < start) cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  const days: string[] = [];
  while (day(cursor) <= asOf) {
    days.push(day(cursor));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return days;
}
