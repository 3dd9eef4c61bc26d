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

/** The range a project of this price falls in, judged by its lowest likely price. */
export function budgetFloorFor(price: number): BudgetFloor {
  let chosen: BudgetFloor = 0;
  for (const floor of BUDGET_FLOORS) if (price >= floor) chosen = floor;
  return chosen;
}
