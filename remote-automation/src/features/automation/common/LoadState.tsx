import { type ApiFailure, ErrorPanel, Spinner } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { type FailureScope, failureMessage } from './failure-message';

type LoadStateProps = {
  /** The tab whose words it uses: `<scope>.loading`, `<scope>.retry` and its failures. */
  scope: FailureScope;
  isLoading: boolean;
  failure: ApiFailure | null;
  /** What failed to load, e.g. "The invoice rules could not be loaded". */
  title: string;
  onRetry: () => void;
};

/** A view's loading spinner, or its failure with a retry; nothing once the data is there. */
export function LoadState({ scope, isLoading, failure, title, onRetry }: LoadStateProps) {
  const { t } = useTranslation(NAMESPACE);
  if (failure) {
    return (
      <ErrorPanel
        title={title}
        message={failureMessage(t, failure, scope)}
        retryLabel={t(`${scope}.retry`)}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading) return <Spinner label={t(`${scope}.loading`)} />;
  return null;
}
