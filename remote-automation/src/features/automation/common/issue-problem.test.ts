import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueProblem } from './issue-problem';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected an issue');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('expected an issue');
  return issue;
};

describe('a schema issue worded as a form problem', () => {
  it('says a missing value, a text too long and a list too long with its limit', () => {
    expect(issueProblem(firstIssue(z.string().min(1), ''))).toEqual({ code: 'required' });
    expect(issueProblem(firstIssue(z.string().max(3), 'abcd'))).toEqual({
      code: 'tooLong',
      max: 3,
    });
    expect(issueProblem(firstIssue(z.array(z.string()).max(1), ['a', 'b']))).toEqual({
      code: 'tooMany',
      max: 1,
    });
  });

  it('reads a refinement as missing or as characters not allowed', () => {
    const refined = (message: string) => z.string().refine(() => false, { message });
    expect(issueProblem(firstIssue(refined('Name is required'), 'x'))).toEqual({
      code: 'required',
    });
    expect(issueProblem(firstIssue(refined('Bad characters'), 'x'))).toEqual({
      code: 'characters',
    });
  });

  it('leaves any other issue to the fallback', () => {
    const choice = firstIssue(z.enum(['a', 'b']), 'c');
    expect(issueProblem(choice)).toEqual({ code: 'required' });
    expect(issueProblem(choice, () => ({ code: 'choose' }))).toEqual({ code: 'choose' });
  });
});
