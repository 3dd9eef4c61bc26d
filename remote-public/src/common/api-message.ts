import { type ApiFailure, type FailureWording, failureWording } from '@atelier/shared';

/** Either a translation key of this namespace or the server's own words. */
export type FailureMessage = FailureWording;

/** What a visitor reads when a call fails: `errors.*` of this namespace, or the server's words. */
export const failureMessage = (failure: Pick<ApiFailure, 'code' | 'error'>): FailureMessage =>
  failureWording(failure, 'errors');
