import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeList } from './list-state';

/**
 * A list's filters, read from and written to the URL with the list's own parse and write
 * functions (`client-filters.ts`, `invoice-filters.ts`…). `write` gets the current query too,
 * for lists that keep other parameters beside their filters (`tab`, `new`).
 */
export function useUrlFilters<F extends { page: number }>(
  parse: (params: URLSearchParams) => F,
  write: (filters: F, current: URLSearchParams) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);

  const update = useCallback(
    (next: (current: F) => F) =>
      // Replace, not push: Back leaves the page instead of stepping through every keystroke.
      setParams((current) => write(next(parse(current)), current), { replace: true }),
    [parse, write, setParams],
  );
  /** A change of what is shown; any but a page turn goes back to the first page. */
  const change = useCallback(
    (next: Partial<F>) => update((current) => changeList(current, next)),
    [update],
  );
  return { filters, params, setParams, update, change };
}
