import { ErrorPanel } from '@atelier/shared';
import { useTranslation } from 'react-i18next';

export function StartupError() {
  const { t } = useTranslation('shell');
  return (
    <main>
      <ErrorPanel
        title={t('startup.title')}
        message={t('startup.message')}
        retryLabel={t('startup.retry')}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
