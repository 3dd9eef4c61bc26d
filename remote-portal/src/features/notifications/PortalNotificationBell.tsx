import { useNotificationBellStrings } from '@atelier/shared';
import { lazy, Suspense } from 'react';
import { NAMESPACE } from '../../i18n';
import styles from './PortalNotificationBell.module.css';

const NotificationBell = lazy(() => import('@atelier/shared/notification-bell'));

/**
 * The client's bell in the portal header: the shared bell with the portal's strings, fetched
 * with the portal. The portal header is taller than the admin one.
 */
export function PortalNotificationBell() {
  const strings = useNotificationBellStrings(NAMESPACE);
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <NotificationBell
        strings={strings}
        panelId="portal-notifications-panel"
        mobilePanelTop={72}
      />
    </Suspense>
  );
}
