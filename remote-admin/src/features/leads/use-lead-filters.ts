import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeFilters,
  clearFilters,
  filtersToParams,
  type LeadFilters,
  parseFilters,
  type SortableColumn,
  toggleSort,
} from './lead-filters';

/** The page's filters, read from and written to the URL (see lead-filters.ts). */
export function useLeadFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const write = useCallback(
    (next: (current: LeadFilters) => LeadFilters) =>
      // Replace, not push: Back leaves the page instead of stepping through every keystroke.
      setParams((current) => filtersToParams(next(parseFilters(current))), { replace: true }),
    [setParams],
  );

  return {
    filters,
    change: useCallback(
      (change: Partial<LeadFilters>) => write((current) => changeFilters(current, change)),
      [write],
    ),
    sortBy: useCallback(
      (column: SortableColumn) => write((current) => toggleSort(current, column)),
      [write],
    ),
    clear: useCallback(() => write(clearFilters), [write]),
  };
}
