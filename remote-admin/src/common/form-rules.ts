import { parseMoneyToCents } from '@atelier/shared';

/**
 * The checks the record forms (clients, projects, team) make before sending: plain functions
 * mirroring the server's rules (docs/records.md), since `zod` is not a dependency of this
 * remote. They answer problem codes, not sentences, so each form words them in the admin's
 * language; the server validates again and its field messages land on the same fields.
 */
export type FieldProblem =
  | { code: 'required' }
  | { code: 'email' }
  | { code: 'tooLong'; max: number }
  | { code: 'money' }
  | { code: 'choose' }
  | { code: 'date' }
  | { code: 'dueBeforeStart' }
  | { code: 'percentage' }
  | { code: 'percentTotal' }
  | { code: 'tooMany'; max: number };

/** Field path (`name`, `milestones.1.percentage`) → its problem. */
export type FormProblems = Record<string, FieldProblem>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function checkText(value: string, max: number, isRequired = false): FieldProblem | null {
  const text = value.trim();
  if (!text) return isRequired ? { code: 'required' } : null;
  return text.length > max ? { code: 'tooLong', max } : null;
}

export function checkEmail(value: string, max: number): FieldProblem | null {
  const email = value.trim();
  if (!email) return { code: 'required' };
  return email.length > max || !EMAIL_PATTERN.test(email) ? { code: 'email' } : null;
}

export function checkChoice(
  value: string,
  allowed: readonly string[],
  isRequired = false,
): FieldProblem | null {
  if (!value) return isRequired ? { code: 'choose' } : null;
  return allowed.includes(value) ? null : { code: 'choose' };
}

/** An optional amount as typed ("1,234.50"); empty is fine. */
export function checkMoney(value: string): FieldProblem | null {
  return value.trim() && parseMoneyToCents(value) === null ? { code: 'money' } : null;
}

/** Cents of an optional amount the checks accepted; `null` when left empty. */
export const moneyOrNull = (value: string): number | null =>
  value.trim() ? parseMoneyToCents(value) : null;

/** A real calendar day `YYYY-MM-DD` (what `<input type="date">` gives), or empty. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const checkDay = (value: string): FieldProblem | null =>
  value && !isDay(value) ? { code: 'date' } : null;

/** `cents` as the form shows it for editing: 123450 → "1234.50". */
export const centsToInput = (cents: number | null): string =>
  cents === null ? '' : (cents / 100).toFixed(2);

/** Only the problems found, keyed by field path. */
export function collectProblems(results: Record<string, FieldProblem | null>): FormProblems {
  const problems: FormProblems = {};
  for (const [field, problem] of Object.entries(results)) {
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** An empty optional text is `null` (the server stores it so; on update it clears the field). */
export const optionalText = (value: string): string | null => value.trim() || null;
