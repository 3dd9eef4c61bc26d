import { describe, expect, it } from 'vitest';
import { BUDGET_RANGES, budgetFloorContaining, isBudgetFloor } from './budget-ranges';

describe('budget ranges', () => {
  it('chains each range to the next one and leaves the last open-ended', () => {
    expect(BUDGET_RANGES.map((range) => [range.floor, range.ceiling])).toEqual([
      [0, 5000],
      [5000, 10000],
      [10000, 25000],
      [25000, 50000],
      [50000, null],
    ]);
  });

  it('names the one range that holds the whole estimate, ceilings included', () => {
    expect(budgetFloorContaining({ min: 1500, max: 3000 })).toBe(0);
    expect(budgetFloorContaining({ min: 5000, max: 10000 })).toBe(5000);
    expect(budgetFloorContaining({ min: 12000, max: 25000 })).toBe(10000);
    expect(budgetFloorContaining({ min: 60000, max: 120000 })).toBe(50000);
  });

  it('names none when the estimate spans two ranges: never a range it leaves', () => {
    // Issue 32: $14,800–$28,500 is not "$10,000–$25,000".
    expect(budgetFloorContaining({ min: 14800, max: 28500 })).toBeNull();
    expect(budgetFloorContaining({ min: 4900, max: 5100 })).toBeNull();
    expect(budgetFloorContaining({ min: 30000, max: 20000 })).toBeNull();
  });

  it('recognises only the floors of the offered ranges', () => {
    expect(isBudgetFloor(10000)).toBe(true);
    expect(isBudgetFloor(7500)).toBe(false);
  });
});
