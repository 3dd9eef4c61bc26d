import type { z } from 'zod';

/**
 * A problem found before sending, as a code the form words in the admin's language
 * (`invoicing.form.problems.<code>`); the server checks again, and its own field messages land
 * on the same fields.
 */
export type FieldProblem =
  | { code: 'required' }
  | { code: 'tooLong'; max: number }
  | { code: 'tooMany'; max: number }
  | { code: 'percent' }
  | { code: 'money' }
  | { code: 'noSteps' }
  | { code: 'scheduleTotal' }
  | { code: 'dayOfMonth'; max: number }
  | { code: 'dueDays'; max: number }
  | { code: 'reminderDays'; max: number }
  | { code: 'reminderTwice' }
  | { code: 'date' }
  | { code: 'invalid' };

/** Field path (`name`, `schedule.1.percent`) → its problem. */
export type FormProblems = Record<string, FieldProblem>;

/** "12.5" or "12,5" → 1250; null unless a number ≥ 0 with at most two decimals. */
export function percentHundredths(text: string): number | null {
  const cleaned = text.trim().replace(',', '.').replace(/\s*%$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The first issue of each path when `schema` parses `payload`, as an `invalid` problem. */
export function problemsFromSchema(schema: z.ZodType, payload: unknown): FormProblems {
  const problems: FormProblems = {};
  for (const issue of schema.safeParse(payload).error?.issues ?? []) {
    const path = issue.path.join('.') || 'form';
    if (!problems[path]) problems[path] = { code: 'invalid' };
  }
  return problems;
}
