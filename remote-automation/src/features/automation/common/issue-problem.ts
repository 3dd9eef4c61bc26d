import type { z } from 'zod';

/** The problems every automation form words the same way from the schema's issues. */
export type IssueProblem =
  | { code: 'required' }
  | { code: 'tooLong'; max: number }
  | { code: 'tooMany'; max: number }
  | { code: 'characters' };

/**
 * A schema issue as a form's problem: too short is missing, too long or too many says the
 * limit, a refinement is a missing value ("… is required") or characters not allowed; any
 * other issue is `fallback`'s (a choice to make, say).
 */
export function issueProblem(
  issue: z.core.$ZodIssue,
  fallback: () => IssueProblem | { code: 'choose' } = () => ({ code: 'required' }),
): IssueProblem | { code: 'choose' } {
  switch (issue.code) {
    case 'too_small':
      return { code: 'required' };
    case 'too_big':
      return { code: issue.origin === 'array' ? 'tooMany' : 'tooLong', max: Number(issue.maximum) };
    case 'custom':
      return issue.message.endsWith('is required') ? { code: 'required' } : { code: 'characters' };
    default:
      return fallback();
  }
}
