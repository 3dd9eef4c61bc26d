import type { RelativeTime } from './notification-format';

/**
 * Every word the bell shows. The shared bell holds no translations: each app passes its own
 * (the admin's mention leads, the portal's invoices), read from its namespace.
 */
export type NotificationBellStrings = {
  /** The button's name without unread notifications. */
  bell: string;
  /** The button's name with `unread` ("1" … "99+") unread. */
  bellWithCount: (unread: string) => string;
  title: string;
  markAllRead: string;
  empty: string;
  loading: string;
  loadFailed: string;
  markFailed: string;
  /** Read out before an unread notification's title. */
  unreadMark: string;
  /** "Just now", "5m ago", ... */
  timeAgo: (time: RelativeTime) => string;
};
