import { describe, expect, it } from 'vitest';
import { GRADE_RANGES, LEAD_GRADES, leadGrade } from './leads';

describe('leadGrade', () => {
  it.each([
    [0, 'D'],
    [39, 'D'],
    [40, 'C'],
    [59, 'C'],
    [60, 'B'],
    [79, 'B'],
    [80, 'A'],
    [100, 'A'],
  ] as const)('grades a score of %i as %s', (score, grade) => {
    expect(leadGrade(score)).toBe(grade);
  });

  it('agrees with the grade ranges used to filter', () => {
    for (const grade of LEAD_GRADES) {
      const { min, max } = GRADE_RANGES[grade];
      expect(leadGrade(min)).toBe(grade);
      expect(leadGrade(max)).toBe(grade);
    }
  });
});
