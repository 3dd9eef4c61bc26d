import type { ApiFailure } from '@atelier/shared';

/**
 * The portal's one failure sentence (account/portal-failure.ts, `errors.*`), offered here
 * beside `isNotFound` for the record pages of every area.
 */
export { portalFailureMessage } from '../account/portal-failure';

/** Another client's record answers 404 exactly as an unknown one: both read "not found". */
export const isNotFound = (failure: Pick<ApiFailure, 'code'> | null): boolean =>
  failure?.code === 'NOT_FOUND';
