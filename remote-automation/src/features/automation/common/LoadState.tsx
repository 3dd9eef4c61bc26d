import { ErrorPanel, Spinner } from '@atelier/shared';
import type { ApiQuery } from '@atelier/shared/query';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { type FailureScope, failureMessage } from './failure-message';

type LoadStateProps = {
  /** The tab whose words it uses: `<scope>.loading`, `<scope>.retry` and its failures. */
  scope: FailureScope;
  /** The view's read (`useApiQuery`): whether it is loading, its failure, and its retry. */
  query: Pick<ApiQuery<unknown>, 'isLoading' | 'failure' | 'refetch'>;
  /** What failed to load, e.g. "The invoice rules could not be loaded". */
  title: string;
};

/** A view's loading spinner, or its failure with a retry; nothing once the data is there. */
export function LoadState({ scope, query, title }: LoadStateProps) {
  const { t } = useTranslation(NAMESPACE);
  const { failure, isLoading } = query;
  if (failure) {
    return (
      <ErrorPanel
        title={title}
        message={failureMessage(t, failure, scope)}
        retryLabel={t(`${scope}.retry`)}
        onRetry={query.refetch}
      />
    );
  }
  if (isLoading) return <Spinner label={t(`${scope}.loading`)} />;
  return null;
}
