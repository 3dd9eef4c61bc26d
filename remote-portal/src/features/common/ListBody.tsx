import { type ApiFailure, EmptyState, ErrorPanel, LoadingSpinner, Spinner } from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../account/portal-failure';

type ListBodyProps<T> = {
  /** The list once loaded; `undefined` while loading or after a failed first load. */
  items: T[] | undefined;
  failure: ApiFailure | null;
  onRetry: () => void;
  /** The page's words: the failure's title, its retry button and the empty state. */
  failedTitle: string;
  retryLabel: string;
  empty: { title: string; description: string };
  /** The page's own "Loading …" line; the common "Loading..." spinner when absent. */
  loadingLabel?: string;
  /** The list itself, drawn only when it has items. */
  children: (items: T[]) => ReactNode;
};

/**
 * A portal list page's body: the failure with a retry (only when nothing was loaded), the
 * spinner, the empty state, or the list. A list loaded once stays on screen through a failed
 * refetch.
 */
export function ListBody<T>({
  items,
  failure,
  onRetry,
  failedTitle,
  retryLabel,
  empty,
  loadingLabel,
  children,
}: ListBodyProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  if (items) {
    if (items.length === 0) {
      return <EmptyState title={empty.title} description={empty.description} />;
    }
    return <>{children(items)}</>;
  }
  if (failure) {
    return (
      <ErrorPanel
        title={failedTitle}
        message={portalFailureMessage(t, failure)}
        retryLabel={retryLabel}
        onRetry={onRetry}
      />
    );
  }
  return loadingLabel ? <Spinner label={loadingLabel} /> : <LoadingSpinner />;
}
