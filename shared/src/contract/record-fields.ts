import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  isPhoneNumber,
  MAX_PAGE_SIZE,
  PHONE_DIGITS,
  RECORD_ID_MAX,
  SEARCH_MAX,
  SORT_ORDERS,
} from '../records/index';
import { calendarDate, type TextRule, text } from './fields';

/**
 * The field schemas every record domain builds on (docs/records.md, "Conventions common to
 * all six"): trimmed text, e-mail, cents, ids, dates and the parameters of a list. The forms
 * parse with them too, so a value the form lets through is one the server takes.
 */

/** Any id the caller sends; one that is not a UUID names nothing (the server answers 404). */
export const recordIdSchema = (field: string) =>
  text({ what: field, error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(RECORD_ID_MAX);

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

/**
 * An optional phone number (a client's, a lead's, a profile's, the agency's): trimmed text, empty
 * means none, else a phone number ("abc" is refused). The issue carries the field code
 * `invalid_phone` with its digit counts, which the forms and the server's 400 word in the
 * reader's language.
 */
export const optionalPhone = (max: number, what: string) =>
  optionalText(max, what).refine((value) => value === null || isPhoneNumber(value), {
    message: `${what} must be a phone number: digits, spaces and + - ( ) . with ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits`,
    params: { fieldCode: 'invalid_phone', min: PHONE_DIGITS.min, max: PHONE_DIGITS.max },
  });

/** The one e-mail rule (accounts.ts), worded as the record forms word it. */
export { contactEmailSchema as emailSchema } from './accounts';

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
  text({ what, error: `${what} must be an id` }).max(RECORD_ID_MAX, `${what} must be an id`);

/** One of `values`, with the message that lists them. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });

/** A filter given as one value or a list of them. */
export const oneOrMany = <const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
) => {
  const value = oneOf(values, what);
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
    .max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`)
    .optional(),
  sort: z
    .enum(sortColumns, { error: `sort must be one of: ${sortColumns.join(', ')}` })
    .default(defaultSort),
  order: z.enum(SORT_ORDERS, { error: 'order must be asc or desc' }).default('desc'),
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

/** What a list action's `listParams` take, as a caller sends them (all optional). */
export type ListQuery<Sort extends string> = {
  search?: string;
  sort?: Sort;
  order?: (typeof SORT_ORDERS)[number];
  page?: number;
  pageSize?: number;
};

/** One page of a list answer, its rows under `key`. */
export type ListPage<Key extends string, Row> = { [K in Key]: Row[] } & {
  total: number;
  page: number;
  pageSize: number;
};

/*
 * The building blocks of the output schemas (each action's `output`, docs/backend.md): what
 * an answer carries, as JSON sends it. Tests parse every answer with its action's schema.
 */

/** An instant as the database answers it (`2026-11-28T10:56:53.232Z` or with an offset). */
export const timestampSchema = z.iso.datetime({ offset: true });
/** A calendar day, `YYYY-MM-DD`. */
export const daySchema = z.iso.date();
/** A whole number of cents (negative for a refund or a credit). */
export const centsAnswer = z.number().int();
/** A count of rows. */
export const countSchema = z.number().int().nonnegative();
/** A record's id as answers carry it. */
export const uuidSchema = z.guid();
/** `{ name }` of a joined record (a project, a client), as lists carry it. */
export const namedSchema = z.object({ name: z.string() });
/** What a delete and other actions without a result answer besides `success`. */
export const emptyAnswer = z.object({});
/** How many records a bulk action changed. */
export const countAnswer = z.object({ count: countSchema });

/** One page of a list answer (`ListPage`): the rows under `key`, the total and the paging. */
export const listPageSchema = <const Key extends string, Row extends z.ZodType>(
  key: Key,
  row: Row,
) =>
  z.object({
    ...({ [key]: z.array(row) } as { [K in Key]: ReturnType<typeof z.array<Row>> }),
    total: countSchema,
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
