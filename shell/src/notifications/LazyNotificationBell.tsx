import type { NotificationBellStrings } from '@atelier/shared/notification-bell';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './LazyNotificationBell.module.css';

const NotificationBell = lazy(() => import('@atelier/shared/notification-bell'));

/** The shell's words for the bell, in the language shown. */
function useBellStrings(): NotificationBellStrings {
  const { t } = useTranslation('shell');
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

/** The shared bell with the shell's strings, fetched with the admin area, never with `/`. */
export function LazyNotificationBell() {
  const strings = useBellStrings();
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <NotificationBell strings={strings} panelId="notifications-panel" mobilePanelTop={64} />
    </Suspense>
  );
}
