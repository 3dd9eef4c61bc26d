import { type ApiFailure, Button, ErrorPanel, Spinner } from '@atelier/shared';
import { EmptyState } from '@atelier/shared/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { Pagination } from './Pagination';
import type { PageSize } from './page-sizes';
import { failureMessage } from './record-errors';

type Texts = { title: string; description: string };

type ListViewProps = {
  /** How many match on the server; `undefined` until the first answer. */
  total: number | undefined;
  /** Why the list could not be loaded, in the admin's words. */
  failure: string | null;
  failedTitle: string;
  onRetry: () => void;
  /** Shown while nothing has arrived; without it the table shows its own placeholder rows. */
  loadingLabel?: string;
  isFiltered: boolean;
  onClear: () => void;
  /** Nothing at all yet, with the way to add the first one. */
  empty: Texts & { action: ReactNode };
  /** Nothing matches the filters. */
  noMatch: Texts;
  /** What the pages are of, e.g. "Pages of clients". */
  pagesLabel: string;
  page: number;
  pageSize: PageSize;
  onPageChange: (change: { page: number } | { pageSize: PageSize }) => void;
  /** The table. */
  children: ReactNode;
};

/**
 * The body of a list page: why it failed (with a retry), nothing yet, nothing matching (with
 * "Clear filters"), or the table and its pages.
 */
export function ListView(props: ListViewProps) {
  const { t } = useTranslation(NAMESPACE);
  const { total, failure, isFiltered } = props;
  if (failure) {
    return (
      <ErrorPanel
        title={props.failedTitle}
        message={failure}
        retryLabel={t('common.retry')}
        onRetry={props.onRetry}
      />
    );
  }
  if (total === undefined && props.loadingLabel) return <Spinner label={props.loadingLabel} />;
  if (total === 0) {
    return isFiltered ? (
      <EmptyState
        title={props.noMatch.title}
        description={props.noMatch.description}
        action={
          <Button variant="secondary" onClick={props.onClear}>
            {t('common.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={props.empty.title}
        description={props.empty.description}
        action={props.empty.action}
      />
    );
  }
  return (
    <>
      {props.children}
      {total === undefined ? null : (
        <Pagination
          label={props.pagesLabel}
          page={props.page}
          pageSize={props.pageSize}
          total={total}
          onPage={(page) => props.onPageChange({ page })}
          onPageSize={(pageSize) => props.onPageChange({ pageSize })}
        />
      )}
    </>
  );
}

/**
 * The lists whose strings follow one layout: `<keys>.failedTitle`, `.empty.title|description`,
 * `.noMatch.title|description` and `.pagination`.
 */
export type ListKeys =
  | 'clients'
  | 'projects'
  | 'team'
  | 'email.outbox'
  | 'invoices'
  | 'payments'
  | 'proposals'
  | 'creditNotes';

/** What `KeyedListView` reads of a list page (`useListPage`, or a tab's own state). */
export type ListPageState = {
  filters: { page: number; pageSize: PageSize };
  /** The list's query (`useClientList`, `useOutbox`…). */
  list: { data: { total: number } | undefined; failure: ApiFailure | null; refetch: () => void };
  isFiltered: boolean;
  clear: () => void;
  /** A page turn or a new page size. */
  change: (change: { page: number } | { pageSize: PageSize }) => void;
};

type KeyedListViewProps = Pick<ListViewProps, 'loadingLabel' | 'children'> & {
  keys: ListKeys;
  page: ListPageState;
  /** A failure in the admin's words; the common wording unless the area has its own. */
  describeFailure?: (failure: ApiFailure) => string;
  /** Whether a failed refresh leaves the earlier answer on screen rather than the failure. */
  keepsAnswer?: boolean;
  /** The empty list's button (add the first one), or none. */
  emptyAction: ReactNode;
};

/** `ListView` worded from the list's keys and fed from its page's query and filters. */
export function KeyedListView(props: KeyedListViewProps) {
  const { t } = useTranslation(NAMESPACE);
  const { keys, page } = props;
  const { list, filters } = page;
  const describe = props.describeFailure ?? ((failure: ApiFailure) => failureMessage(t, failure));
  const isFailed = list.failure !== null && !(props.keepsAnswer && list.data);
  return (
    <ListView
      total={list.data?.total}
      failure={isFailed && list.failure ? describe(list.failure) : null}
      failedTitle={t(`${keys}.failedTitle`)}
      onRetry={list.refetch}
      loadingLabel={props.loadingLabel}
      isFiltered={page.isFiltered}
      onClear={page.clear}
      empty={{
        title: t(`${keys}.empty.title`),
        description: t(`${keys}.empty.description`),
        action: props.emptyAction,
      }}
      noMatch={{
        title: t(`${keys}.noMatch.title`),
        description: t(`${keys}.noMatch.description`),
      }}
      pagesLabel={t(`${keys}.pagination`)}
      page={filters.page}
      pageSize={filters.pageSize}
      onPageChange={page.change}
    >
      {props.children}
    </ListView>
  );
}
