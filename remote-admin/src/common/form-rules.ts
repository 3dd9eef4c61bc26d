import { parseMoneyToCents } from '@atelier/shared';
import type { z } from 'zod';

/**
 * The checks the record forms make before sending. The forms parse their payload with the
 * contract's own schemas (`@atelier/shared/contract`, the ones the server validates with) and
 * turn each issue into a problem code, not a sentence, so each form words it in the admin's
 * language; the server validates again and its field messages land on the same fields. The
 * plain checks below read what the controls hold before there is a payload (amounts, days).
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
  | { code: 'tooMany'; max: number }
  | { code: 'characters' }
  | { code: 'phone' };

/** Field path (`name`, `milestones.1.percentage`) → its problem. */
export type FormProblems = Record<string, FieldProblem>;

/** An optional amount as typed ("1,234.50"); empty is fine. */
export function checkMoney(value: string): FieldProblem | null {
  return value.trim() && parseMoneyToCents(value) === null ? { code: 'money' } : null;
}

/** Cents of an optional amount the checks accepted; `null` when left empty. */
export const moneyOrNull = (value: string): number | null =>
  value.trim() ? parseMoneyToCents(value) : null;

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

/** A stored record's fields as the form's controls hold them: text, '' for an empty one. */
export function formValuesOf<F extends string>(
  record: Partial<Record<F, string | number | null>>,
  fields: readonly F[],
): Record<F, string> {
  return Object.fromEntries(
    fields.map((field) => [field, record[field] == null ? '' : String(record[field])]),
  ) as Record<F, string>;
}

/** An empty optional text is `null` (the server stores it so; on update it clears the field). */
export const optionalText = (value: string): string | null => value.trim() || null;

/**
 * A new record's payload: the fields filled in, the empty ones (`null`) not sent. An update
 * sends them all, an emptied one as `null` (cleared).
 */
export function filledIn<T extends object>(
  fields: T,
): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null),
  ) as Partial<{
    [K in keyof T]: NonNullable<T[K]>;
  }>;
}

/**
 * A record form's two payloads from its fields: the new record's (`filledIn`) and an update's
 * (every field with the record's id, an emptied one as `null`).
 */
export function recordPayloads<V, T extends object>(toFields: (values: V) => T) {
  return {
    toNew: (values: V) => filledIn(toFields(values)),
    toChanges: (id: string, values: V) => ({ id, ...toFields(values) }),
  };
}

/** Whether a path is one of `fields`: a form's `isShownField` for the fields it shows. */
export const isFieldOf =
  (fields: readonly string[]) =>
  (path: string): boolean =>
    fields.includes(path);

/** A schema issue as a problem code, by the kind of issue (a form may word a field its own way). */
export function problemOfIssue(issue: z.core.$ZodIssue): FieldProblem {
  switch (issue.code) {
    case 'too_small':
      return { code: 'required' };
    case 'too_big':
      return issue.origin === 'array'
        ? { code: 'tooMany', max: Number(issue.maximum) }
        : { code: 'tooLong', max: Number(issue.maximum) };
    case 'invalid_format':
      return issue.format === 'email' ? { code: 'email' } : { code: 'date' };
    case 'custom':
      return isPhoneIssue(issue) ? { code: 'phone' } : { code: 'characters' };
    default:
      return { code: 'choose' };
  }
}

/** The contract's phone rule refused the value (`optionalPhone`: "abc" is no phone number). */
export const isPhoneIssue = (issue: z.core.$ZodIssue): boolean =>
  issue.code === 'custom' && issue.params?.fieldCode === 'invalid_phone';

/**
 * The first problem of each field path (`name`, `milestones.1.percentage`) when `schema`
 * parses `payload`; `wording` may word a field's issue its own way (null: the usual way).
 */
export function schemaProblems(
  schema: z.ZodType,
  payload: unknown,
  wording: (path: string, issue: z.core.$ZodIssue) => FieldProblem | null = () => null,
): FormProblems {
  const problems: FormProblems = {};
  for (const issue of schema.safeParse(payload).error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!problems[path]) problems[path] = wording(path, issue) ?? problemOfIssue(issue);
  }
  return problems;
}
