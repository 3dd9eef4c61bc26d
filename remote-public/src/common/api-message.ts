import { type FailureWording, failureWording, type WordedFailure } from '@atelier/shared';

/** Either a translation key of this namespace or words ready to show. */
export type FailureMessage = FailureWording;

/**
 * What a visitor reads when a call fails: `errors.*` of this namespace for what the browser
 * detects itself, else the shared wording of the failure's code and reason (`failureText`,
 * in the visitor's language); never the server's English sentence.
 */
export const failureMessage = (failure: WordedFailure): FailureMessage =>
  failureWording(failure, 'errors');
