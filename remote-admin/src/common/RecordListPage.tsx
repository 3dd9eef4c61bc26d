import { type ApiFailure, Button } from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { ListToolbar } from './ListToolbar';
import { KeyedListView } from './ListView';
import type { ListFilterSet } from './list-filters';
import type { ListState } from './list-state';
import type { PageSize } from './page-sizes';
import { useListFilters } from './use-url-filters';

/** What a list page needs of its query (`useInvoiceList`, `useProposalList`…). */
type ListQuery = {
  data: { total: number } | undefined;
  failure: ApiFailure | null;
  isFetching: boolean;
  refetch: () => void;
};

/**
 * A list page's state: its filters in the URL (`useListFilters`), its query, and whether it is
 * filtered or has nothing at all yet (then the page hides its toolbar and its export).
 */
export function useListPage<F extends ListState<S>, S extends string, Q extends ListQuery>(
  definition: Pick<
    ListFilterSet<F, S, unknown>,
    'parse' | 'write' | 'change' | 'sortBy' | 'clear' | 'isFiltered'
  >,
  useList: (filters: F) => Q,
) {
  const listFilters = useListFilters(definition);
  const list = useList(listFilters.filters);
  const isFiltered = definition.isFiltered(listFilters.filters);
  const hasNone = list.data?.total === 0 && !isFiltered;
  return { ...listFilters, list, isFiltered, hasNone };
}

/** What `RecordListPage` reads of `useListPage`, whatever the list's own filters. */
type ListPage = {
  filters: ListState<string>;
  list: ListQuery;
  isFiltered: boolean;
  hasNone: boolean;
  change: (change: { search: string } | { page: number } | { pageSize: PageSize }) => void;
  clear: () => void;
};

/** The lists whose strings follow the layout `RecordListPage` reads. */
type ListKeys = 'invoices' | 'payments' | 'proposals' | 'creditNotes';

type RecordListPageProps = {
  /**
   * Where the list's strings are: `<keys>.filters.title`, `.filters.searchPlaceholder`,
   * `.failedTitle`, `.empty.title|description|add`, `.noMatch.title|description`, `.pagination`.
   */
  keys: ListKeys;
  page: ListPage;
  /** The list's own filters beside the search; a list without them has no toolbar. */
  filters?: ReactNode;
  /** Adds the first record, from the empty list's "add" button; without it, no button. */
  onAdd?: () => void;
  /** The table. */
  children: ReactNode;
};

/**
 * The body of a documents list (invoices, payments, proposals, credit notes): the search and
 * filters (hidden while there is nothing at all), then `ListView` with the table and its pages.
 * A failure is shown only while no earlier answer is on screen.
 */
export function RecordListPage({ keys, page, filters, onAdd, children }: RecordListPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const { change, clear } = page;
  // Without filters on screen, a list cannot be narrowed: no "no match", no "Clear filters".
  const isFiltered = filters === undefined ? false : page.isFiltered;
  return (
    <>
      {page.hasNone || filters === undefined ? null : (
        <ListToolbar
          label={t(`${keys}.filters.title`)}
          searchPlaceholder={t(`${keys}.filters.searchPlaceholder`)}
          search={page.filters.search}
          onSearch={(search) => change({ search })}
          isFiltered={isFiltered}
          onClear={clear}
          isDense
        >
          {filters}
        </ListToolbar>
      )}
      <KeyedListView
        keys={keys}
        page={{ ...page, isFiltered }}
        keepsAnswer
        loadingLabel={t('common.loading')}
        emptyAction={onAdd ? <Button onClick={onAdd}>{t(`${keys}.empty.add`)}</Button> : null}
      >
        {children}
      </KeyedListView>
    </>
  );
}
