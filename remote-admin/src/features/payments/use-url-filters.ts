import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A tab's filters read from and written to the URL with its own parse/write pair; writing
 * replaces the entry, so Back leaves the page instead of stepping through every keystroke.
 */
export function useUrlFilters<F>(
  parse: (params: URLSearchParams) => F,
  write: (params: URLSearchParams, filters: F) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [params, parse]);
  const update = useCallback(
    (next: (current: F) => F) =>
      setParams((current) => write(current, next(parse(current))), { replace: true }),
    [setParams, parse, write],
  );
  return { filters, params, setParams, update };
}
