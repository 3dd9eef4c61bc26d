import type { ApiFailure } from '@atelier/shared';
import { EmptyState } from '@atelier/shared/kit';
import type { ReactNode } from 'react';
import type { FailureScope } from './failure-message';
import { LoadState } from './LoadState';
import { Pager, type PagerKeys } from './Pager';

type PagedListProps = {
  /** The tab whose words the loading, failure and pager use. */
  scope: FailureScope;
  pagerKeys: PagerKeys;
  /** The list's query: loading, refreshing, or why it failed. */
  query: {
    isLoading: boolean;
    isFetching: boolean;
    failure: ApiFailure | null;
    refetch: () => void;
  };
  loadFailedTitle: string;
  /** The server's page, once it came; `count` is how many rows it holds. */
  page: { page: number; pageSize: number; total: number; count: number } | undefined;
  /** Said when the page is empty (nothing yet, or nothing matches the filters). */
  empty: { title: string; description: string };
  onPage: (page: number) => void;
  /** The page's rows (a table). */
  children: ReactNode;
};

/**
 * A server-paged list of a tab (contracts, generated invoices): a spinner or the failure, then
 * the rows with the pager, or what to do when there are none.
 */
export function PagedList({ scope, pagerKeys, query, page, empty, ...props }: PagedListProps) {
  return (
    <>
      <LoadState scope={scope} query={query} title={props.loadFailedTitle} />
      {page ? (
        <div aria-busy={query.isFetching}>
          {page.count === 0 ? (
            <EmptyState title={empty.title} description={empty.description} />
          ) : (
            <>
              {props.children}
              <Pager
                keys={pagerKeys}
                page={page.page}
                pageSize={page.pageSize}
                total={page.total}
                onPage={props.onPage}
              />
            </>
          )}
        </div>
      ) : null}
    </>
  );
}
