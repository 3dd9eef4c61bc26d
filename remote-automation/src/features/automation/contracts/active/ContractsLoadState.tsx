import { type ApiFailure, ErrorPanel, Spinner } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';

type ContractsLoadStateProps = {
  isLoading: boolean;
  failure: ApiFailure | null;
  /** What failed to load, e.g. "The contracts could not be loaded". */
  title: string;
  onRetry: () => void;
};

/** A spinner while loading, or the failure worded by the Contracts tab with a retry. */
export function ContractsLoadState({
  isLoading,
  failure,
  title,
  onRetry,
}: ContractsLoadStateProps) {
  const { t } = useTranslation(NAMESPACE);
  if (failure) {
    return (
      <ErrorPanel
        title={title}
        message={failureMessage(t, failure, 'contracts')}
        retryLabel={t('contracts.retry')}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading) return <Spinner label={t('contracts.loading')} />;
  return null;
}
