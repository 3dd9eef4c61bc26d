import { Button, EmptyState, ErrorPanel, Spinner } from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { Pagination } from './Pagination';
import type { PageSize } from './page-sizes';

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
