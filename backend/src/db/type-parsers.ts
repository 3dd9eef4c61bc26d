import { types as pgliteTypes } from '@electric-sql/pglite';

/**
 * Both drivers turn column text into JS values with these parsers, so a row reads the same on
 * PGlite and on PostgreSQL, and can go into a JSON response as it is:
 *
 * | PostgreSQL type            | JS value                                                |
 * |----------------------------|---------------------------------------------------------|
 * | int2, int4, float4, float8 | number (driver default)                                 |
 * | int8 (bigint, count(*))    | number; a value beyond ±2^53 fails the query            |
 * | numeric                    | number (money is numeric(12,2): exact as a JS number)   |
 * | timestamptz, timestamp     | ISO 8601 UTC string `2026-01-31T09:30:00.000Z` (ms)     |
 * | date                       | `YYYY-MM-DD` string                                     |
 * | json, jsonb                | parsed value                                            |
 * | arrays of the above        | arrays of the same values                               |
 * | bool, text, uuid, bytea    | driver default: boolean, string, string, Uint8Array     |
 */
export const typeOid = {
  int8: 20,
  json: 114,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
  jsonb: 3802,
} as const;

const arrayOfOid: Record<number, number> = {
  1016: typeOid.int8,
  199: typeOid.json,
  1231: typeOid.numeric,
  1182: typeOid.date,
  1115: typeOid.timestamp,
  1185: typeOid.timestamptz,
  3807: typeOid.jsonb,
};

type TextParser = (text: string) => unknown;

export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`bigint value ${text} does not fit in a JS number`);
  }
  return value;
}

export function parseNumeric(text: string): number {
  return Number(text);
}

const timestampPattern =
  /^(\d{4,})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:([+-])(\d\d)(?::(\d\d))?(?::(\d\d))?)?$/;

/** PostgreSQL ISO-style timestamp text (any session time zone) → `toISOString()` form. */
export function parseTimestamp(text: string): string {
  const match = timestampPattern.exec(text);
  if (!match) return text; // 'infinity', '-infinity' and BC dates stay as PostgreSQL wrote them
  const [, year, month, day, hour, minute, second, fraction, sign, offH, offM, offS] = match;
  const millis = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  const date = new Date(
    Date.UTC(2000, Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)),
  );
  date.setUTCFullYear(Number(year)); // Date.UTC would read years below 100 as 19xx
  const offsetSeconds =
    (sign === '-' ? -1 : 1) *
    (Number(offH ?? 0) * 3600 + Number(offM ?? 0) * 60 + Number(offS ?? 0));
  return new Date(date.getTime() + millis - offsetSeconds * 1000).toISOString();
}

const parseJson: TextParser = (text) => JSON.parse(text);
const keepText: TextParser = (text) => text;

export const valueParsers: Readonly<Record<number, TextParser>> = {
  [typeOid.int8]: parseInt8,
  [typeOid.numeric]: parseNumeric,
  [typeOid.date]: keepText,
  [typeOid.timestamp]: parseTimestamp,
  [typeOid.timestamptz]: parseTimestamp,
  [typeOid.json]: parseJson,
  [typeOid.jsonb]: parseJson,
};

/**
 * Parser for a text-format column of type `oid`, or undefined to keep the driver's own.
 * PGlite derives array parsers from element parsers itself; node-postgres needs them here.
 */
export function textParserFor(oid: number): TextParser | undefined {
  const own = valueParsers[oid];
  if (own) return own;
  const elementOid = arrayOfOid[oid];
  const elementParser = elementOid === undefined ? undefined : valueParsers[elementOid];
  if (!elementParser) return undefined;
  return (text) => pgliteTypes.arrayParser(text, elementParser, oid);
}
