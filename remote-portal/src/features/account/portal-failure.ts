import { failureText, type WordedFailure } from '@atelier/shared';

/**
 * What a client reads when a portal call fails, in their language: the shared wording of
 * every app (`failureText`, the `errors` namespace of @atelier/shared) from the failure's
 * code, reason and params ("You have already signed this contract" by its reason), never the
 * server's English sentence. `t` is the page's, kept so a language switch re-renders it.
 */
export function portalFailureMessage(_t: (key: string) => string, failure: WordedFailure): string {
  return failureText(failure);
}
