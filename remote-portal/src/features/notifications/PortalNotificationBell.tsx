import type { NotificationBellStrings } from '@atelier/shared/notification-bell';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './PortalNotificationBell.module.css';

const NotificationBell = lazy(() => import('@atelier/shared/notification-bell'));

/** The portal's words for the bell (a client's proposals, invoices, payments). */
function useBellStrings(): NotificationBellStrings {
  const { t } = useTranslation(NAMESPACE);
  return {
    bell: t('notifications.bell'),
    bellWithCount: (unread) => t('notifications.bellWithCount', { unread }),
    title: t('notifications.title'),
    markAllRead: t('notifications.markAllRead'),
    empty: t('notifications.empty'),
    loading: t('notifications.loading'),
    loadFailed: t('notifications.loadFailed'),
    markFailed: t('notifications.markFailed'),
    unreadMark: t('notifications.unreadMark'),
    timeAgo: (time) =>
      time.unit === 'now'
        ? t('notifications.time.now')
        : t(`notifications.time.${time.unit}`, { value: time.value }),
  };
}

/**
 * The client's bell in the portal header: the shared bell with the portal's strings, fetched
 * with the portal. The portal header is taller than the admin one.
 */
export function PortalNotificationBell() {
  const strings = useBellStrings();
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
