/**
 * The `notifications-system` contract on the client (docs/notifications.md): the caller's own
 * notifications, newest first, with their unread count for the badge.
 */
export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Named `AppNotification` so it does not shadow the browser's own `Notification`. */
export type AppNotification = {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  /** When the event was raised (ISO 8601). */
  timestamp: string;
  read: boolean;
  /** A path of this site (never another origin), or null when there is nothing to open. */
  actionUrl: string | null;
  created_at: string;
};

export type NotificationListQuery = {
  page?: number;
  /** 1–100, default 20. */
  pageSize?: number;
  unread_only?: boolean;
};

export type NotificationPage = {
  notifications: AppNotification[];
  total: number;
  /** The caller's unread count, whatever page is asked. */
  unread: number;
  page: number;
  pageSize: number;
};
