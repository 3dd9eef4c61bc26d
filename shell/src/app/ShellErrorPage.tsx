import { ErrorPanel } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Last line of defence: an error outside every area's own boundary. */
export function ShellErrorPage() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  console.error('[shell] unhandled route error', error);
  return (
    <ErrorPanel
      title={t('pageError.title')}
      message={t('pageError.message')}
      retryLabel={t('startup.retry')}
      onRetry={() => window.location.reload()}
    />
  );
}
