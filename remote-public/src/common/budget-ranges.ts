/**
 * The get-started form's budget ranges. A lead stores only a number (ARCHITECTURE.md: the
 * lower bound of the chosen range, in US dollars), so each range is identified by its floor.
 */
export const BUDGET_FLOORS = [0, 5000, 10000, 25000, 50000] as const;
export type BudgetFloor = (typeof BUDGET_FLOORS)[number];

export type BudgetRange = { floor: BudgetFloor; ceiling: number | null };

export const BUDGET_RANGES: readonly BudgetRange[] = BUDGET_FLOORS.map((floor, index) => ({
  floor,
  ceiling: BUDGET_FLOORS[index + 1] ?? null,
}));

export function isBudgetFloor(value: number): value is BudgetFloor {
  return (BUDGET_FLOORS as readonly number[]).includes(value);
}

/**
 * The one range that holds the whole of an estimate (its low and its high, a range's ceiling
 * included: "$10,000–$25,000" holds $25,000), or null when the estimate spans two ranges: then
 * no range is true, and the visitor chooses (never a range the estimate leaves).
 */
export function budgetFloorContaining(estimate: { min: number; max: number }): BudgetFloor | null {
  const range = BUDGET_RANGES.find(
    ({ floor, ceiling }) =>
      estimate.min >= floor &&
      (ceiling === null || estimate.max <= ceiling) &&
      estimate.min <= estimate.max,
  );
  return range?.floor ?? null;
}
