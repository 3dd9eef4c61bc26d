import { type ApiFailure, ErrorPanel, Spinner } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { useSiteFailure } from './use-site-management';

type QueryStateProps = {
  failure: Pick<ApiFailure, 'code' | 'error'> | null;
  onRetry: () => void;
};

/** A tab's read before it answers: the spinner, or why it failed with a retry. */
export function QueryState({ failure, onRetry }: QueryStateProps) {
  const { t } = useTranslation(NAMESPACE);
  const describe = useSiteFailure();
  return failure ? (
    <ErrorPanel
      title={t('siteManagement.failedTitle')}
      message={describe(failure)}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
    />
  ) : (
    <Spinner label={t('siteManagement.loading')} />
  );
}
