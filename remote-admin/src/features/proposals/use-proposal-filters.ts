import type { ProposalSortColumn } from '@atelier/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeProposalFilters,
  DEFAULT_PROPOSAL_FILTERS,
  type ProposalFilters,
  parseProposalFilters,
  toggleProposalSort,
  writeProposalFilters,
} from './proposal-filters';

/** The list's filters, read from and written to the URL (see proposal-filters.ts). */
export function useProposalFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseProposalFilters(params), [params]);
  const write = useCallback(
    (next: (current: ProposalFilters) => ProposalFilters) =>
      // Replace, not push: Back leaves the page instead of stepping through every keystroke.
      setParams((current) => writeProposalFilters(current, next(parseProposalFilters(current))), {
        replace: true,
      }),
    [setParams],
  );
  return {
    filters,
    change: useCallback(
      (change: Partial<ProposalFilters>) =>
        write((current) => changeProposalFilters(current, change)),
      [write],
    ),
    sortBy: useCallback(
      (column: ProposalSortColumn) => write((current) => toggleProposalSort(current, column)),
      [write],
    ),
    clear: useCallback(
      () =>
        write((current) => ({
          ...DEFAULT_PROPOSAL_FILTERS,
          sort: current.sort,
          order: current.order,
          pageSize: current.pageSize,
        })),
      [write],
    ),
  };
}
