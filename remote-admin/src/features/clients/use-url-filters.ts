import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list page's filters, read from and written to the URL with the page's own parse and
 * serialise functions (client-filters.ts, project-filters.ts, team-filters.ts).
 */
export function useUrlFilters<F>(
  parse: (params: URLSearchParams) => F,
  toParams: (filters: F) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);

  const update = useCallback(
    (next: (current: F) => F) =>
      // Replace, not push: Back leaves the page instead of stepping through every keystroke.
      setParams((current) => toParams(next(parse(current))), { replace: true }),
    [parse, toParams, setParams],
  );
  return { filters, update };
}
