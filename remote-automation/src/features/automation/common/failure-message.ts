import { failureText, type WordedFailure } from '@atelier/shared';

/** The tabs of the automation page (kept in the callers' signature; the wording is shared). */
export type FailureScope = 'templates' | 'invoicing' | 'scoring' | 'contracts';

/**
 * How a failed call is worded: the shared wording of every app (`failureText`, the `errors`
 * namespace of @atelier/shared) from its code, reason and params, in the reader's language;
 * never the server's English sentence. `t` and `scope` are the callers' (kept so a language
 * switch re-renders them as before).
 */
export function failureMessage(
  _t: (keys: string[]) => string,
  failure: WordedFailure | null,
  _scope: FailureScope,
): string {
  return failureText(failure);
}
