import {
  type AppNotification,
  badgeLabel,
  notificationPath,
  toast,
  useAuth,
  useDisclosure,
} from '@atelier/shared';
import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotifications } from '../data/notifications/use-notifications';
import type { NotificationBellStrings } from './bell-strings';
import styles from './NotificationBell.module.css';
import { NotificationPanel } from './NotificationPanel';

export type { NotificationBellStrings } from './bell-strings';

export type NotificationBellProps = {
  /** The app's words, in the language shown (each app keeps its own translations). */
  strings: NotificationBellStrings;
  /** The dropdown's id, unique on the page. */
  panelId: string;
  /** On a phone the dropdown spans the screen below the app's header, this many px down. */
  mobilePanelTop?: number;
};

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
 * The bell of the admin header and of the client portal: the unread count (99+ above 99),
 * polled every 30 s while signed in, and a dropdown of the newest notifications, each opening
 * its page. Each app loads it lazily (`@atelier/shared/notification-bell`) with its own
 * strings, so the public pages never fetch it.
 */
export default function NotificationBell({
  strings,
  panelId,
  mobilePanelTop = 64,
}: NotificationBellProps) {
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
      toast.error(strings.markFailed);
    }
    const path = notificationPath(notification.actionUrl);
    if (path) await navigate(path);
  };

  const markAll = async () => {
    if (!(await markAllRead())) toast.error(strings.markFailed);
  };

  return (
    <div
      className={styles.slot}
      ref={containerRef}
      data-slot="notifications"
      style={{ '--notification-panel-top': `${mobilePanelTop}px` } as CSSProperties}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-label={badge ? strings.bellWithCount(badge) : strings.bell}
        aria-expanded={isOpen}
        aria-controls={panelId}
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
        <NotificationPanel
          id={panelId}
          strings={strings}
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
