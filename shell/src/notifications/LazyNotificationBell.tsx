import { lazy, Suspense } from 'react';
import styles from './NotificationBell.module.css';

const NotificationBell = lazy(() => import('./NotificationBell'));

/** The bell, fetched with the admin area rather than with the shell's first load. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}
