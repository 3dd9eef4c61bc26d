import { type ApiFailure, ErrorPanel, LoadingSpinner, Spinner } from '@atelier/shared';
import { EmptyState } from '@atelier/shared/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../account/portal-failure';

type ListWords = {
  failedTitle: string;
  retry: string;
  emptyTitle: string;
  emptyText: string;
  /** The list's own "Loading …" line; the common "Loading..." spinner when absent. */
  loading?: string;
};

/** Each list page's keys (`portal` namespace). */
export const LIST_WORDS = {
  files: {
    failedTitle: 'files.loadFailed',
    retry: 'files.retry',
    emptyTitle: 'files.empty.title',
    emptyText: 'files.empty.text',
  },
  messages: {
    failedTitle: 'messages.loadFailed',
    retry: 'messages.retry',
    emptyTitle: 'messages.empty.title',
    emptyText: 'messages.empty.text',
  },
  invoices: {
    failedTitle: 'invoices.loadFailed',
    retry: 'invoices.retry',
    emptyTitle: 'invoices.empty.title',
    emptyText: 'invoices.empty.text',
  },
  projects: {
    failedTitle: 'projects.failedTitle',
    retry: 'errors.retry',
    emptyTitle: 'projects.empty.title',
    emptyText: 'projects.empty.description',
    loading: 'projects.loading',
  },
  proposals: {
    failedTitle: 'proposals.failedTitle',
    retry: 'errors.retry',
    emptyTitle: 'proposals.empty.title',
    emptyText: 'proposals.empty.description',
    loading: 'proposals.loading',
  },
  contracts: {
    failedTitle: 'contracts.failedTitle',
    retry: 'errors.retry',
    emptyTitle: 'contracts.empty.title',
    emptyText: 'contracts.empty.description',
  },
} as const satisfies Record<string, ListWords>;

type ListBodyProps<T> = {
  /** Whose words it shows. */
  list: keyof typeof LIST_WORDS;
  /** The list's query: its failure and its retry. */
  query: { failure: ApiFailure | null; refetch: () => void };
  /** The list once loaded; `undefined` while loading or after a failed first load. */
  items: T[] | undefined;
  /** The list itself, drawn only when it has items. */
  children: (items: T[]) => ReactNode;
};

/**
 * A portal list page's body: the failure with a retry (only when nothing was loaded), the
 * spinner, the empty state, or the list. A list loaded once stays on screen through a failed
 * refetch.
 */
export function ListBody<T>({ list, query, items, children }: ListBodyProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const words: ListWords = LIST_WORDS[list];
  if (items) {
    if (items.length === 0) {
      return <EmptyState title={t(words.emptyTitle)} description={t(words.emptyText)} />;
    }
    return <>{children(items)}</>;
  }
  if (query.failure) {
    return (
      <ErrorPanel
        title={t(words.failedTitle)}
        message={portalFailureMessage(t, query.failure)}
        retryLabel={t(words.retry)}
        onRetry={query.refetch}
      />
    );
  }
  return words.loading ? <Spinner label={t(words.loading)} /> : <LoadingSpinner />;
}
