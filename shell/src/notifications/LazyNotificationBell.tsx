import { useNotificationBellStrings } from '@atelier/shared';
import { lazy, Suspense } from 'react';
import styles from './LazyNotificationBell.module.css';

const NotificationBell = lazy(() => import('@atelier/shared/notification-bell'));

/** The shared bell with the shell's strings, fetched with the admin area, never with `/`. */
export function LazyNotificationBell() {
  const strings = useNotificationBellStrings('shell');
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <NotificationBell strings={strings} panelId="notifications-panel" mobilePanelTop={64} />
    </Suspense>
  );
}
