import {
  type AppNotification,
  badgeLabel,
  notificationPath,
  toast,
  useAuth,
  useDisclosure,
  useNotifications,
} from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../layout/icons';
import styles from './NotificationBell.module.css';
import { NotificationPanel } from './NotificationPanel';

const PANEL_ID = 'notifications-panel';

/**
 * The admin header's bell: the unread count (99+ above 99), polled every 30 s while signed
 * in, and a dropdown of the newest notifications. Loaded lazily: the public pages never
 * fetch it.
 */
export default function NotificationBell() {
  const { t } = useTranslation('shell');
  const { status } = useAuth();
  const navigate = useNavigate();
  const { isOpen, close, toggle, buttonRef, containerRef } = useDisclosure();
  const { notifications, unread, isLoading, hasError, markRead, markAllRead } = useNotifications({
    isEnabled: status === 'authenticated',
  });
  const badge = badgeLabel(unread);

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
        <Icon name="bell" />
        {badge ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <NotificationPanel
          id={PANEL_ID}
          notifications={notifications}
          unread={unread}
          isLoading={isLoading}
          hasError={hasError}
          onOpen={(notification) => void openNotification(notification)}
          onMarkAllRead={() => void markAll()}
        />
      ) : null}
    </div>
  );
}
