/**
 * `@atelier/shared/query`: the server-state cache's helpers on top of TanStack Query. Kept
 * out of the root entry so the public pages never download the query library; every app
 * that imports this bundles these few lines, while react-query itself is one shared copy.
 */

export * from '../data/registry';
export {
  ApiFailureError,
  type ApiQueryOptions,
  apiQueryFn,
  apiQueryOptions,
  failureOf,
  UNEXPECTED_FAILURE,
} from './api-query';
export { invalidateAfterWrite, type RecordWrite, recordWriter } from './invalidate';
export { createQueryClient } from './query-client';
export { type ApiQuery, useApiQuery } from './use-api-query';
export { type RecordWriteTools, useRecordWrites } from './use-record-writes';
