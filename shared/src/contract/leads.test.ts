import { describe, expect, it } from 'vitest';
import {
  createLeadInput,
  GRADE_RANGES,
  getLeadsInput,
  LEAD_GRADES,
  LEAD_LIMITS,
  leadGrade,
  updateLeadInput,
} from './leads';

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

describe('the lead schemas', () => {
  it("refuse what the server refuses, with the server's field messages", () => {
    const result = createLeadInput.safeParse({
      name: ' ',
      email: 'nope',
      phone: 'x'.repeat(41),
      status: 'won',
      budget: 12.5,
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      name: 'Name is required',
      email: 'Enter a valid e-mail address',
      phone: 'Phone must be at most 40 characters',
      status: 'Status must be one of: new, contacted, qualified, proposal, converted, lost',
      budget: 'Budget must be a whole number of US dollars',
    });
  });

  it('take longer notes on update than on create', () => {
    const notes = 'x'.repeat(LEAD_LIMITS.message + 1);
    expect(createLeadInput.safeParse({ name: 'A', email: 'a@b.co', notes }).success).toBe(false);
    expect(updateLeadInput.safeParse({ id: 'x', notes }).success).toBe(true);
  });

  it('read get_leads filters as lists, with the defaults', () => {
    expect(getLeadsInput.parse({ status: 'new', grade: ['A', 'B'] })).toMatchObject({
      status: ['new'],
      grade: ['A', 'B'],
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: LEAD_LIMITS.defaultPageSize,
    });
  });
});
