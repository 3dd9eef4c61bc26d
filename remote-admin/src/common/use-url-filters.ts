import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListFilterSet } from './list-filters';
import type { ListState } from './list-state';

/**
 * A list's filters, read from and written to the URL with the list's declaration
 * (`client-filters.ts`, `invoice-filters.ts`…, see list-filters.ts).
 */
export function useListFilters<F extends ListState<S>, S extends string>(
  list: Pick<ListFilterSet<F, S, unknown>, 'parse' | 'write' | 'change' | 'sortBy' | 'clear'>,
) {
  const [params, setParams] = useSearchParams();
  const { parse, write } = list;
  const filters = useMemo(() => parse(params), [parse, params]);

  const update = useCallback(
    (next: (current: F) => F) =>
      // Replace, not push: Back leaves the page instead of stepping through every keystroke.
      setParams((current) => write(next(parse(current)), current), { replace: true }),
    [parse, write, setParams],
  );
  /** A change of what is shown; any but a page turn (or opening a record) goes back to page 1. */
  const change = useCallback(
    (next: Partial<F>) => update((current) => list.change(current, next)),
    [update, list],
  );
  const sortBy = useCallback(
    (column: S) => update((current) => list.sortBy(current, column)),
    [update, list],
  );
  const clear = useCallback(() => update(list.clear), [update, list]);
  return { filters, params, setParams, update, change, sortBy, clear };
}
