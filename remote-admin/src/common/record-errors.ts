import { failureText, type WordedFailure } from '@atelier/shared';

/**
 * The message of a failed call, in the admin's language: the shared wording of every app
 * (`failureText`, the `errors` namespace of @atelier/shared) from the failure's code, reason
 * and params; never the server's English sentence. `t` is the page's: kept so the callers,
 * which re-render on a language switch through it, read as before.
 */
export function failureMessage(_t: (key: string) => string, failure: WordedFailure | null): string {
  return failureText(failure);
}
