import { ButtonLink, ErrorPanel, LoadingSpinner } from '@atelier/shared';
import { usePortalOverview } from '@atelier/shared/data/portal';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../account/portal-failure';
import styles from './ClientOverview.module.css';
import { OverviewLists } from './OverviewLists';

/**
 * What needs the client's attention, from `get_overview` (the same cached answer the access
 * gate read). An administrator, whom the portal's actions refuse, gets the way back instead.
 */
export function ClientOverview({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const overview = usePortalOverview(!isAdmin);

  // An administrator who lands here most likely wants the back office instead.
  if (isAdmin) {
    return (
      <p className={styles.adminNote}>
        <span>{t('home.adminNote')}</span>
        <ButtonLink to="/admin" variant="secondary" size="sm">
          {t('home.openAdmin')}
        </ButtonLink>
      </p>
    );
  }
  if (overview.data) return <OverviewLists overview={overview.data} />;
  if (overview.failure) {
    return (
      <ErrorPanel
        title={t('home.failedTitle')}
        message={portalFailureMessage(t, overview.failure)}
        retryLabel={t('errors.retry')}
        onRetry={overview.refetch}
      />
    );
  }
  return <LoadingSpinner />;
}
