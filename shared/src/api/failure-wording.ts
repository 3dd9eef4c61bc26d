import i18next from 'i18next';
import { ERRORS_NAMESPACE } from '../i18n/errors';
import { shownLanguage } from '../i18n/shown-language';
import { moneyFormatter } from '../records/money-format';
import type { ApiFailure } from './result';

/**
 * The one wording of failures (docs/backend.md "Errors"): the server sends a stable `code`, a
 * `reason` when it says more, `params` for the sentence and a code per field; the browser
 * words them from the `errors` namespace in the reader's language. The server's English
 * `error` is never shown.
 */

/**
 * What wording a failure takes: its code, and its reason and params when the server sent them
 * (its English `error` may come along: it is not read).
 */
export type WordedFailure = Pick<ApiFailure, 'code'> &
  Partial<Pick<ApiFailure, 'error' | 'reason' | 'params'>>;

/** One field's problem as the server sends it in `fieldCodes`. */
export type FieldFailureCode = { code: string } & Record<string, string | number>;

type Params = Record<string, string | number>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const has = (key: string): boolean => i18next.exists(key, { ns: ERRORS_NAMESPACE });

const word = (key: string, options: Record<string, unknown>): string =>
  i18next.t(key, { ns: ERRORS_NAMESPACE, ...options }) as string;

/**
 * The params as the sentence shows them: a status and a list of record kinds in the reader's
 * words (`status.*`, `records.*`), a day (`YYYY-MM-DD`) as a long date of their language, a sum
 * (`cents` with its `currency`) as their money reads (`amount`).
 */
function shownParams(params: Params | undefined): Params {
  if (!params) return {};
  const language = shownLanguage();
  const shown: Params = { ...params };
  if (typeof params.status === 'string') {
    shown.status = word(`status.${params.status}`, { defaultValue: params.status });
  }
  if (typeof params.records === 'string') {
    const kinds = params.records
      .split(',')
      .filter(Boolean)
      .map((kind) => word(`records.${kind}`, { defaultValue: kind }));
    shown.records = new Intl.ListFormat(language, { type: 'conjunction' }).format(kinds);
  }
  if (typeof params.date === 'string' && DAY.test(params.date)) {
    shown.date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${params.date}T00:00:00Z`),
    );
  }
  if (typeof params.cents === 'number' && typeof params.currency === 'string') {
    shown.amount = moneyFormatter(language)(params.cents / 100, params.currency);
  }
  return shown;
}

/** i18next's context for a reason: a record's status (`_sent`), or `dated` with a day. */
function contextOf(params: Params | undefined): string | undefined {
  if (!params) return undefined;
  if (typeof params.status === 'string') return params.status;
  if (typeof params.date === 'string') return 'dated';
  return undefined;
}

/**
 * Said when the sentences are not there (the `errors` namespace loads on demand, and a
 * failure may come before it, or in a test of a page alone): the server's own words, else a
 * generic English sentence — never an empty string, which a page takes for "no failure".
 */
const UNWORDED = 'Something went wrong. Please try again.';

/**
 * What the reader reads when a call fails, in their language: the reason's sentence (with
 * its params), else the code's, else a generic one. Any page of any app uses this.
 */
export function failureText(failure: WordedFailure | null | undefined): string {
  if (!has('code.generic')) return failure?.error?.trim() || UNWORDED;
  if (!failure) return word('code.generic', {});
  const { reason, params } = failure;
  if (reason && (has(`reason.${reason}`) || has(`reason.${reason}_other`))) {
    return word(`reason.${reason}`, {
      ...shownParams(params),
      ...(typeof params?.count === 'number' ? { count: params.count } : {}),
      context: contextOf(params),
    });
  }
  const code = has(`code.${failure.code}`) ? failure.code : 'generic';
  return word(`code.${code}`, shownParams(params));
}

/**
 * One field's message in the reader's language, from its code. `server` is the server's own
 * message, written in English for that field ("Title is required"): a reader of English reads
 * it as it came, any other reader the code's sentence.
 */
export function fieldText(field: FieldFailureCode, server?: string): string {
  const { code, ...params } = field;
  if (server?.trim() && shownLanguage().startsWith('en')) return server;
  if (!has(`field.${code}`) && !has(`field.${code}_other`)) return word('field.invalid', {});
  const count = typeof params.min === 'number' ? params.min : params.max;
  return word(`field.${code}`, {
    ...shownParams(params),
    ...(typeof count === 'number' && (code === 'too_few' || code === 'too_many') ? { count } : {}),
  });
}

/**
 * The failure with each field message worded from its code (`fieldCodes`): what `callAction`
 * answers, so a form shows the server's field problems in the reader's language.
 */
export function withWordedFields<F extends Pick<ApiFailure, 'fields' | 'fieldCodes'>>(
  failure: F,
): F {
  const { fields, fieldCodes } = failure;
  if (!fields || !fieldCodes) return failure;
  const worded = Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      const code = fieldCodes[name];
      return [name, code ? fieldText(code, message) : message];
    }),
  );
  return { ...failure, fields: worded };
}

/**
 * Either a translation key (of the page's namespace, or `errors:…` of the shared one) or words
 * ready to show.
 */
export type FailureWording = { key: string } | { text: string };

/**
 * The failure as a key of the `errors` namespace (`errors:reason.email_taken`), so the page
 * words it in the language it draws (a server render answering a form included); words ready
 * to show when its sentence needs params.
 */
function sharedWording(failure: WordedFailure): FailureWording {
  const { reason, params } = failure;
  const hasParams = params !== undefined && Object.keys(params).length > 0;
  if (reason && (has(`reason.${reason}`) || has(`reason.${reason}_other`))) {
    return hasParams
      ? { text: failureText(failure) }
      : { key: `${ERRORS_NAMESPACE}:reason.${reason}` };
  }
  if (hasParams) return { text: failureText(failure) };
  const code = has(`code.${failure.code}`) ? failure.code : 'generic';
  return { key: `${ERRORS_NAMESPACE}:code.${code}` };
}

/**
 * What a visitor reads when a call fails, for the pages that word the failures the browser
 * detects itself with their own keys (`<prefix>.network`, `.unavailable`, `.rateLimited`,
 * `.generic`); any other failure in the shared words of its reason or code.
 */
export function failureWording(failure: WordedFailure, prefix: string): FailureWording {
  switch (failure.code) {
    case 'NETWORK_ERROR':
      return { key: `${prefix}.network` };
    case 'SERVER_UNAVAILABLE':
    case 'FUNCTION_NOT_AVAILABLE':
      return { key: `${prefix}.unavailable` };
    case 'RATE_LIMITED':
      return failure.reason ? sharedWording(failure) : { key: `${prefix}.rateLimited` };
    case 'INTERNAL':
      return { key: `${prefix}.generic` };
    default:
      return sharedWording(failure);
  }
}
