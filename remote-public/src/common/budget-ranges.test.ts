import { describe, expect, it } from 'vitest';
import { BUDGET_RANGES, budgetFloorFor, isBudgetFloor } from './budget-ranges';

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

  it('places a price in the range whose floor it reaches', () => {
    expect(budgetFloorFor(1500)).toBe(0);
    expect(budgetFloorFor(5000)).toBe(5000);
    expect(budgetFloorFor(9900)).toBe(5000);
    expect(budgetFloorFor(20000)).toBe(10000);
    expect(budgetFloorFor(120000)).toBe(50000);
  });

  it('recognises only the floors of the offered ranges', () => {
    expect(isBudgetFloor(10000)).toBe(true);
    expect(isBudgetFloor(7500)).toBe(false);
  });
});
