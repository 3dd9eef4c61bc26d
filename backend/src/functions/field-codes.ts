import { type FieldFailure, patternFieldCode } from '@atelier/shared/contract';
import type { z } from 'zod';
import { fieldFailure } from '../errors.ts';

/** The value at `path` of the sent payload, to tell a missing field from a wrong one. */
function valueAt(payload: unknown, path: readonly PropertyKey[]): unknown {
  let value = payload;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const FORMAT_CODES: Record<string, FieldFailure['code']> = {
  email: 'invalid_email',
  url: 'invalid_url',
  date: 'invalid_date',
  datetime: 'invalid_date_time',
  uuid: 'invalid_id',
  guid: 'invalid_id',
};

const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'bigint'
      ? Number(value)
      : undefined;

/**
 * The field code of one zod issue (docs/backend.md "Errors"): what the rule says, with the
 * numbers its sentence needs. A custom rule names its own with `params: { fieldCode, … }`.
 */
export function fieldFailureOfIssue(
  issue: z.core.$ZodIssue,
  payload: unknown = undefined,
): FieldFailure {
  const sent = payload === undefined ? null : valueAt(payload, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (sent === undefined || sent === null) return fieldFailure('required');
      // `.int()` refuses 10.5 as a wrong type: the reader is told to enter a whole number.
      return issue.expected === 'int' && typeof sent === 'number'
        ? fieldFailure('not_whole')
        : fieldFailure('invalid_type');
    case 'too_small': {
      const min = asNumber(issue.minimum) ?? 0;
      if (issue.origin === 'string') {
        return min <= 1 ? fieldFailure('required') : fieldFailure('too_short', { min });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return fieldFailure('too_few', { min });
      }
      return fieldFailure('too_small', { min });
    }
    case 'too_big': {
      const max = asNumber(issue.maximum) ?? 0;
      if (issue.origin === 'string') return fieldFailure('too_long', { max });
      if (issue.origin === 'array' || issue.origin === 'set') {
        return fieldFailure('too_many', { max });
      }
      return fieldFailure('too_large', { max });
    }
    case 'invalid_format': {
      // A `.regex()` of the contract names its code through its pattern (`codedPattern`).
      const byPattern = issue.format === 'regex' ? patternFieldCode(issue.pattern) : undefined;
      return fieldFailure(byPattern ?? FORMAT_CODES[issue.format] ?? 'invalid');
    }
    case 'invalid_value':
      return fieldFailure('invalid_choice');
    case 'not_multiple_of':
      return fieldFailure(asNumber(issue.divisor) === 1 ? 'not_whole' : 'invalid');
    case 'unrecognized_keys':
      return fieldFailure('unknown_field');
    case 'custom': {
      const { fieldCode, ...params } = (issue.params ?? {}) as Record<string, unknown>;
      if (typeof fieldCode !== 'string') return fieldFailure('invalid');
      const numbers = Object.fromEntries(
        Object.entries(params).filter(
          ([, value]) => typeof value === 'string' || typeof value === 'number',
        ),
      ) as Record<string, string | number>;
      return { ...numbers, code: fieldCode as FieldFailure['code'] };
    }
    default:
      return fieldFailure('invalid');
  }
}
