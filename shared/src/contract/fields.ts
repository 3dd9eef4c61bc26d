import { z } from 'zod';
import type { FieldCode } from './failure-reasons';
import { inDateRange, MAX_DATE, MIN_DATE } from './patterns';

/**
 * The rules every text and date input obeys, whichever door it comes in by (functions,
 * /auth/v1): PostgreSQL refuses NUL and broken UTF-16 in text, and dates outside its range,
 * so they are refused here first, as a 400 with a field message (docs/backend.md, Input rules).
 */

/** The field code of each pattern a `.regex()` rule checks, by the pattern's text. */
const patternCodes = new Map<string, FieldCode>();

/**
 * `pattern`, its refusal sent with `fieldCode`: zod's `.regex()` carries no params, so the
 * server finds the code by the pattern the issue names (`patternFieldCode`).
 */
export function codedPattern(pattern: RegExp, fieldCode: FieldCode): RegExp {
  patternCodes.set(String(pattern), fieldCode);
  return pattern;
}

/** The field code of a `.regex()` refusal, from the issue's `pattern`. */
export const patternFieldCode = (pattern: string | undefined): FieldCode | undefined =>
  pattern === undefined ? undefined : patternCodes.get(pattern);

/** C0 control characters and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The same, without tab, line feed and carriage return: they belong in multi-line text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A UTF-16 surrogate without its other half: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Bidirectional-text controls: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069), the left-to-right and right-to-left marks (U+200E, U+200F) and the Arabic
 * letter mark (U+061C). In a name they can make `Invoice<U+202E>fdp.exe` read as `Invoiceexe.pdf` or
 * turn a name around in an e-mail, a list or a signed contract.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

export interface TextRule {
  /** Tab, line feed and carriage return allowed (notes, descriptions, addresses). */
  multiline?: boolean;
  /**
   * A name (a person, client, company, lead, team member, the agency, a signer, a file): no
   * bidirectional-text controls either.
   */
  isName?: boolean;
}

/** What is wrong with the characters of `value`, as the end of a sentence, or null. */
export function textProblem(value: string, rule: TextRule = {}): string | null {
  if ((rule.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value)) {
    return rule.multiline
      ? 'must not contain control characters (other than tabs and line breaks)'
      : 'must not contain control characters or line breaks';
  }
  if (LONE_SURROGATE.test(value)) return 'must not contain broken Unicode characters';
  if (rule.isName && BIDI_CONTROL.test(value)) {
    return 'must not contain text-direction control characters (such as U+202E)';
  }
  return null;
}

export interface TextOptions extends TextRule {
  /** The field as the message names it ("Name must not contain …"). */
  what: string;
  /** The message when the value is not a string at all. */
  error?: string;
}

/**
 * The one text schema: a string without control characters or lone surrogates. Chain
 * `.trim()`, `.min()`, `.max()` and the rest on it as on `z.string()`.
 */
export const text = ({ what, error, multiline = false, isName = false }: TextOptions) =>
  z.string({ error: error ?? `${what} must be text` }).check((ctx) => {
    const problem = textProblem(ctx.value, { multiline, isName });
    if (problem) {
      ctx.issues.push({
        code: 'custom',
        message: `${what} ${problem}`,
        input: ctx.value,
        params: { fieldCode: 'control_characters' },
      });
    }
  });

/** The refusal of a day outside the accepted range, with its field code and bounds. */
const outOfRange = (what: string) => ({
  message: `${what} must be between ${MIN_DATE} and ${MAX_DATE}`,
  params: { fieldCode: 'date_out_of_range', min: MIN_DATE, max: MAX_DATE },
});

/** A calendar day, `YYYY-MM-DD`, that exists (no 30 February) and lies in the date range. */
export const calendarDate = (what: string) =>
  z.iso
    .date({ error: `${what} must be a date (YYYY-MM-DD)` })
    .refine(inDateRange, outOfRange(what));

/** A calendar day or an ISO date-time (a filter's bound), in the date range. */
export const dateOrDateTime = (what: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: `${what} must be a date (YYYY-MM-DD) or an ISO date-time`,
    })
    .refine(inDateRange, outOfRange(what));
