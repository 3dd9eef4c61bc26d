import {
  type AppNotification,
  badgeLabel,
  notificationPath,
  relativeTime,
  toast,
  useAuth,
  useDisclosure,
  useNotifications,
} from '@atelier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import styles from './PortalNotificationBell.module.css';

const PANEL_ID = 'portal-notifications-panel';

/** Bell outline (24×24), decorative: the button carries the name. */
function BellIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The client's bell in the portal header: their own notifications (a proposal or an invoice
 * sent to them, their payment recorded), polled every 30 s while signed in.
 */
export function PortalNotificationBell() {
  const { t } = useTranslation(NAMESPACE);
  const { status } = useAuth();
  const navigate = useNavigate();
  const titleId = useId();
  const { isOpen, close, toggle, buttonRef, containerRef } = useDisclosure();
  const { notifications, unread, isLoading, hasError, markRead, markAllRead } = useNotifications({
    isEnabled: status === 'authenticated',
  });
  const badge = badgeLabel(unread);
  const now = new Date();

  const timeLabel = (timestamp: string) => {
    const relative = relativeTime(timestamp, now);
    if (!relative) return '';
    if (relative.unit === 'now') return t('notifications.time.now');
    return t(`notifications.time.${relative.unit}`, { value: relative.value });
  };

  const openNotification = async (notification: AppNotification) => {
    close();
    buttonRef.current?.focus();
    if (!notification.read && !(await markRead(notification.id))) {
      toast.error(t('notifications.markFailed'));
    }
    const path = notificationPath(notification.actionUrl);
    if (path) await navigate(path);
  };

  const markAll = async () => {
    if (!(await markAllRead())) toast.error(t('notifications.markFailed'));
  };

  return (
    <div className={styles.slot} ref={containerRef} data-slot="notifications">
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-label={
          badge ? t('notifications.bellWithCount', { unread: badge }) : t('notifications.bell')
        }
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
        onClick={toggle}
      >
        <BellIcon />
        {badge ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <section id={PANEL_ID} className={styles.panel} aria-labelledby={titleId}>
          <div className={styles.panelHeader}>
            <h2 id={titleId} className={styles.panelTitle}>
              {t('notifications.title')}
            </h2>
            {unread > 0 ? (
              <button type="button" className={styles.markAll} onClick={() => void markAll()}>
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
                    onClick={() => void openNotification(notification)}
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
                        {timeLabel(notification.timestamp)}
                      </time>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
