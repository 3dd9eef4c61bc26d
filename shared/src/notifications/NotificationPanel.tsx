import { type AppNotification, relativeTime } from '@atelier/shared';
import { useId } from 'react';
import { FailureLine } from '../ui/FailureLine';
import type { NotificationBellStrings } from './bell-strings';
import styles from './NotificationBell.module.css';

/** "Just now", "5m ago", "2h ago", "3d ago" in the shown language; empty for a bad date. */
function timeLabel(strings: NotificationBellStrings, timestamp: string, now: Date): string {
  const relative = relativeTime(timestamp, now);
  return relative ? strings.timeAgo(relative) : '';
}

export type NotificationPanelProps = {
  id: string;
  strings: NotificationBellStrings;
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
  strings,
  notifications,
  unread,
  isLoading,
  hasError,
  onOpen,
  onMarkAllRead,
}: NotificationPanelProps) {
  const titleId = useId();
  const now = new Date();
  return (
    <section id={id} className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {strings.title}
        </h2>
        {unread > 0 ? (
          <button type="button" className={styles.markAll} onClick={onMarkAllRead}>
            {strings.markAllRead}
          </button>
        ) : null}
      </div>
      {hasError ? <FailureLine className={styles.failure}>{strings.loadFailed}</FailureLine> : null}
      {notifications.length === 0 ? (
        <p className={styles.notice}>{isLoading ? strings.loading : strings.empty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {notifications.map((notification) => {
            const text = strings.text(notification);
            return (
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
                        <span className={styles.visuallyHidden}>{strings.unreadMark} </span>
                      )}
                      {text.title}
                    </span>
                    <span className={styles.itemMessage}>{text.message}</span>
                    <time className={styles.itemTime} dateTime={notification.timestamp}>
                      {timeLabel(strings, notification.timestamp, now)}
                    </time>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
