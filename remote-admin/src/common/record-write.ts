import type { ApiResult } from '@atelier/shared';
import { invalidateServerQueries } from './use-server-query';

/** Writes never fall back to demo data: a save that failed must say so, never be faked. */
export const NO_DEMO = { demoFallback: false } as const;

/** Runs a write; when it succeeds, everything shown is loaded again. */
export async function recordWrite<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await call();
  if (result.success) invalidateServerQueries();
  return result;
}
