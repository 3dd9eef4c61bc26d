import { calendarDate, type TextRule, text } from '@atelier/shared/contract';
import { z } from 'zod';
import { AppError } from '../../errors.ts';

/**
 * Field schemas the client, team and project functions share (docs/records.md, "Conventions
 * common to all six"): trimmed text, ids that answer 404, list parameters.
 */

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

export { isUuid } from '@atelier/shared/contract';

/** Any id the caller sends; one that is not a UUID names nothing and answers 404. */
export const recordIdSchema = (field: string) =>
  text({ what: field, error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(100);

/** `<Entity> not found`, the 404 for an id that names nothing. */
export const notFound = (entity: string): AppError =>
  new AppError('NOT_FOUND', `${entity} not found`);

/** One field's 400, for a rule only the database can check (a referenced id, a sum). */
export const invalidField = (field: string, message: string): AppError =>
  new AppError('VALIDATION_FAILED', 'Some fields are invalid', { [field]: message });

export const requiredText = (max: number, what: string, rule: TextRule = {}) =>
  text({ what, error: `${what} is required`, ...rule })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

/** Trimmed text; empty means "not given" (null). */
export const optionalText = (max: number, what: string, rule: TextRule = {}) =>
  text({ what, ...rule })
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const emailSchema = text({ what: 'E-mail', error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

/** A calendar day, `YYYY-MM-DD`, in the accepted range, or null. */
export const optionalDate = (what: string) => calendarDate(what).nullable();

/** Whole cents, ≥ 0, kept below 2^53 so every sum stays exact. */
export const centsSchema = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of cents` })
    .int(`${what} must be a whole number of cents`)
    .min(0, `${what} cannot be negative`)
    .max(Number.MAX_SAFE_INTEGER / 1000, `${what} is too large`);

/** A referenced id (client_id, user_id, …): any text; existence is checked by the action. */
export const referenceSchema = (what: string) =>
  text({ what, error: `${what} must be an id` }).max(100, `${what} must be an id`);

/** A filter given as one value or a list of them. */
export const oneOrMany = <const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
) => {
  const value = z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });
  return z
    .union([value, z.array(value).max(values.length)], {
      error: `${what} must be one of: ${values.join(', ')}, or a list of them`,
    })
    .transform((chosen) => (Array.isArray(chosen) ? chosen : [chosen]))
    .optional();
};

/** search, sort, order, page and pageSize of every list action. */
export const listParams = <const T extends readonly [string, ...string[]]>(
  sortColumns: T,
  defaultSort: T[number],
) => ({
  search: text({ what: 'search' })
    .trim()
    .max(200, 'search must be at most 200 characters')
    .optional(),
  sort: z
    .enum(sortColumns, { error: `sort must be one of: ${sortColumns.join(', ')}` })
    .default(defaultSort),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  page: z
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .default(1),
  pageSize: z
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize is at least 1')
    .max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});

/** limit/offset of a page. */
export const pageWindow = (input: { page: number; pageSize: number }) => ({
  limit: input.pageSize,
  offset: (input.page - 1) * input.pageSize,
});

/** Drops the keys that were not sent, so they keep their stored value. */
export function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
