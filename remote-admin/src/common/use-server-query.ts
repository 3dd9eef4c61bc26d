import type { ApiFailure, ApiResult, ApiSuccess } from '@atelier/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { create } from 'zustand';

/**
 * The admin pages' server state: one small cache instead of a query library (CONVENTIONS:
 * TanStack Query is not installed). Each query is named by a key; a mutation bumps the
 * generation, and every mounted query loads again, keeping what it showed meanwhile.
 */
const useGeneration = create<{ generation: number }>()(() => ({ generation: 0 }));

/** After a write: everything shown may have changed (lists, stats, the open record). */
export function invalidateServerQueries(): void {
  useGeneration.setState((state) => ({ generation: state.generation + 1 }));
}

const UNEXPECTED: ApiFailure = { success: false, error: 'Unexpected error', code: 'INTERNAL' };

export type ServerQuery<T> = {
  data: ApiSuccess<T> | undefined;
  failure: ApiFailure | null;
  /** Nothing to show yet (first load, or a new key whose answer has not come). */
  isLoading: boolean;
  /** A load is under way, possibly behind data still shown. */
  isFetching: boolean;
  /** Replaces the shown data at once (optimistic updates, and their rollback). */
  setData: (update: (data: ApiSuccess<T>) => ApiSuccess<T>) => void;
  refetch: () => void;
};

/**
 * Loads `load()` whenever `key` or the cache generation changes; `key: null` loads nothing.
 * An answer for a key no longer wanted is dropped, so a slow old page never replaces a new one.
 */
export function useServerQuery<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
  options: { keepPreviousData?: boolean } = {},
): ServerQuery<T> {
  const generation = useGeneration((state) => state.generation);
  const [retries, setRetries] = useState(0);
  const [state, setState] = useState<{
    key: string | null;
    data: ApiSuccess<T> | undefined;
    failure: ApiFailure | null;
    isFetching: boolean;
  }>({ key: null, data: undefined, failure: null, isFetching: key !== null });
  const loadRef = useRef(load);
  loadRef.current = load;

  // `generation` and `retries` are not read: a change of either is the signal to load again.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, isFetching: true }));
    loadRef
      .current(controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        setState(
          result.success
            ? { key, data: result, failure: null, isFetching: false }
            : (current) => ({
                key,
                // What was shown for this key stays (a failed reload); another key's does not.
                data: current.key === key ? current.data : undefined,
                failure: result,
                isFetching: false,
              }),
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[remote-admin] a query failed', error);
        setState((current) => ({
          key,
          data: current.key === key ? current.data : undefined,
          failure: UNEXPECTED,
          isFetching: false,
        }));
      });
    return () => controller.abort();
  }, [key, generation, retries]);

  const setData = useCallback((update: (data: ApiSuccess<T>) => ApiSuccess<T>) => {
    setState((current) => (current.data ? { ...current, data: update(current.data) } : current));
  }, []);
  const refetch = useCallback(() => setRetries((count) => count + 1), []);

  const isCurrent = state.key === key;
  // A list keeps its last page on screen while the next loads; one lead never shows another.
  const data = isCurrent || options.keepPreviousData ? state.data : undefined;
  const failure = isCurrent ? state.failure : null;
  return {
    data,
    failure,
    isLoading: key !== null && data === undefined && failure === null,
    isFetching: state.isFetching,
    setData,
    refetch,
  };
}
