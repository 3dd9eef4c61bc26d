import { z } from 'zod';

/**
 * Tests only: the classes of bad input the fuzz tests send (issue 11, "No 5xx for bad input"),
 * and a walk of zod schemas that finds the fields to put them in.
 */

export type BadInputClass = 'control' | 'date' | 'type' | 'huge' | 'deep';

export interface BadValue {
  class: BadInputClass;
  label: string;
  value: unknown;
}

/** `[[[…1…]]]`, `levels` deep, as JSON text: built as text so no JS stack is spent on it. */
export const deepJson = (levels: number): string => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

export const DEEP_LEVELS = 10_000;
export const HUGE_STRING_LENGTH = 100_000;

/** A marker replaced by `deepJson` in the body text (JSON.stringify would recurse). */
export const DEEP_MARKER = '__fuzz_deep_json__';

export const badValues: readonly BadValue[] = [
  { class: 'control', label: 'NUL', value: 'a\u0000b' },
  { class: 'control', label: 'BEL', value: 'ring\u0007' },
  { class: 'control', label: 'ESC', value: '\u001b[31mred' },
  { class: 'control', label: 'DEL', value: 'x\u007f' },
  { class: 'control', label: 'lone high surrogate', value: 'x\ud800y' },
  { class: 'control', label: 'lone low surrogate', value: '\udc00' },
  { class: 'date', label: '0000-01-01', value: '0000-01-01' },
  { class: 'date', label: '9999-12-31', value: '9999-12-31' },
  { class: 'date', label: '+275760-09-13', value: '+275760-09-13' },
  { class: 'date', label: '2026-02-30', value: '2026-02-30' },
  { class: 'date', label: '0000 date-time', value: '0000-01-01T00:00:00Z' },
  { class: 'date', label: '9999 date-time', value: '9999-12-31T23:59:59Z' },
  { class: 'type', label: 'number', value: 12345 },
  { class: 'type', label: 'huge number', value: 1e308 },
  { class: 'type', label: 'fraction', value: -0.5 },
  { class: 'type', label: 'boolean', value: true },
  { class: 'type', label: 'null', value: null },
  { class: 'type', label: 'empty array', value: [] },
  { class: 'type', label: 'array of text', value: ['x'] },
  { class: 'type', label: 'empty object', value: {} },
  { class: 'type', label: 'object', value: { nested: { value: 'x' } } },
  { class: 'huge', label: '100 kB text', value: 'x'.repeat(HUGE_STRING_LENGTH) },
  { class: 'deep', label: `${DEEP_LEVELS} nested arrays`, value: DEEP_MARKER },
];

/** JSON text of `body`, with each DEEP_MARKER string replaced by deeply nested arrays. */
export function bodyText(body: unknown): string {
  return JSON.stringify(body).replaceAll(`"${DEEP_MARKER}"`, deepJson(DEEP_LEVELS));
}

/** A field of an input schema: its dotted path and the schema of its value. */
export interface SchemaField {
  path: readonly (string | number)[];
  schema: z.ZodType;
}

/** The schema under optional, nullable, default, pipes and refinements. */
export function unwrap(schema: z.ZodType): z.ZodType {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodNonOptional
  ) {
    return unwrap(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return unwrap(schema.in as z.ZodType);
  if (schema instanceof z.ZodLazy) return unwrap(schema.unwrap() as z.ZodType);
  return schema;
}

/**
 * Every field of an object schema, and (two levels deep) the fields of the objects inside
 * its arrays and objects and the first item of its lists, so line items, milestones and
 * lists of ids are fuzzed too.
 */
export function schemaFields(schema: z.ZodType, depth = 0): SchemaField[] {
  const object = unwrap(schema);
  if (!(object instanceof z.ZodObject)) return [];
  const fields: SchemaField[] = [];
  for (const [key, value] of Object.entries(object.shape as Record<string, z.ZodType>)) {
    fields.push({ path: [key], schema: value });
    if (depth >= 2) continue;
    const inner = unwrap(value);
    const element = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : inner;
    const prefix = inner instanceof z.ZodArray ? [key, 0] : [key];
    if (inner instanceof z.ZodArray && !(unwrap(element) instanceof z.ZodObject)) {
      fields.push({ path: prefix, schema: element });
    }
    for (const field of schemaFields(element, depth + 1)) {
      fields.push({ path: [...prefix, ...field.path], schema: field.schema });
    }
  }
  return fields;
}

/** Options of a union, or the schema alone. */
const variants = (schema: z.ZodType): z.ZodType[] => {
  const inner = unwrap(schema);
  return inner instanceof z.ZodUnion
    ? (inner.options as z.ZodType[]).flatMap((option) => variants(option))
    : [inner];
};

/** Takes any value (a honeypot): nothing about its content can be refused. */
export const acceptsAnything = (schema: z.ZodType): boolean =>
  variants(schema).some((v) => v instanceof z.ZodUnknown || v instanceof z.ZodAny);

/** A calendar date or a date-time, alone or among the options of a union. */
export const isDateField = (schema: z.ZodType): boolean =>
  variants(schema).some((v) => v instanceof z.ZodISODate || v instanceof z.ZodISODateTime);

/**
 * A value the schema accepts, as far as a simple walk can tell (formats and regexes other
 * than e-mail, date and UUID are not honoured): the base each bad value is put into, so the
 * other fields do not stop a request before the handler runs.
 */
export function sampleOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return undefined;
  // A pipe into a format (text → e-mail, text → date) takes what the format takes.
  if (schema instanceof z.ZodPipe && !(schema.out instanceof z.ZodTransform)) {
    return sampleOf(schema.out as z.ZodType);
  }
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    const sample: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      const field = sampleOf(value);
      if (field !== undefined) sample[key] = field;
    }
    return sample;
  }
  if (inner instanceof z.ZodEmail) return 'fuzz@example.com';
  if (inner instanceof z.ZodISODateTime) return '2026-01-15T10:00:00Z';
  if (inner instanceof z.ZodISODate) return '2026-01-15';
  if (inner instanceof z.ZodGUID || inner instanceof z.ZodUUID) {
    return '00000000-0000-4000-8000-000000000000';
  }
  // Long enough for a password, short enough for a phone number.
  if (inner instanceof z.ZodString) return 'Fuzz sample 7319';
  if (inner instanceof z.ZodNumber) return 1;
  if (inner instanceof z.ZodBoolean) return true;
  if (inner instanceof z.ZodEnum) return inner.options[0];
  if (inner instanceof z.ZodLiteral) return inner.values.values().next().value;
  if (inner instanceof z.ZodArray) {
    const element = sampleOf(inner.element as z.ZodType);
    return element === undefined ? [] : [element];
  }
  if (inner instanceof z.ZodUnion) return sampleOf(inner.options[0] as z.ZodType);
  return undefined;
}

/** `base` with `value` at `path` (arrays and objects on the way created as needed). */
export function withValueAt(
  base: Record<string, unknown>,
  path: readonly (string | number)[],
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(base);
  let node: Record<string | number, unknown> = copy;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = path[index + 1];
    const existing = node[key];
    const child =
      typeof existing === 'object' && existing !== null
        ? existing
        : typeof next === 'number'
          ? []
          : {};
    node[key] = child;
    node = child as Record<string | number, unknown>;
  });
  return copy;
}
