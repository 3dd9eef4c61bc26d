import type { AppNotification } from '@atelier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './NotificationBell.module.css';
import { relativeTimeLabel } from './relative-time-label';

export type NotificationPanelProps = {
  id: string;
  notifications: AppNotification[];
  unread: number;
  isLoading: boolean;
  hasError: boolean;
  onOpen: (notification: AppNotification) => void;
  onMarkAllRead: () => void;
};

/** The bell's dropdown: the newest notifications, each opening its page, and "Mark all as read". */
export function NotificationPanel({
  id,
  notifications,
  unread,
  isLoading,
  hasError,
  onOpen,
  onMarkAllRead,
}: NotificationPanelProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const now = new Date();
  return (
    <section id={id} className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('notifications.title')}
        </h2>
        {unread > 0 ? (
          <button type="button" className={styles.markAll} onClick={onMarkAllRead}>
            {t('notifications.markAllRead')}
          </button>
        ) : null}
      </div>
      {hasError ? (
        <p className={styles.notice} role="alert">
          {t('notifications.loadFailed')}
        </p>
      ) : null}
      {notifications.length === 0 ? (
        <p className={styles.notice}>
          {isLoading ? t('notifications.loading') : t('notifications.empty')}
        </p>
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {notifications.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className={`${styles.item} ${notification.read ? '' : styles.unread}`}
                data-type={notification.type}
                onClick={() => onOpen(notification)}
              >
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.itemBody}>
                  <span className={styles.itemTitle}>
                    {notification.read ? null : (
                      <span className={styles.visuallyHidden}>
                        {t('notifications.unreadMark')}:{' '}
                      </span>
                    )}
                    {notification.title}
                  </span>
                  <span className={styles.itemMessage}>{notification.message}</span>
                  <time className={styles.itemTime} dateTime={notification.timestamp}>
                    {relativeTimeLabel(t, notification.timestamp, now)}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
