import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../contract/notifications';
import type { RelativeTime } from './notification-format';
import { type NotificationText, notificationText } from './notification-text';

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
  /** A notification's title and message in the shown language (its message key's words). */
  text: (notification: AppNotification) => NotificationText;
};

/**
 * The bell's words from an app's namespace, where they sit under `notifications.*` (the shell's
 * and the portal's locales name them alike; only the words differ).
 */
export function useNotificationBellStrings(namespace: string): NotificationBellStrings {
  const { t, i18n } = useTranslation(namespace);
  const translator = {
    t: (key: string, values: Record<string, string>) => t(key, values),
    exists: (key: string) => i18n.exists(key, { ns: namespace }),
    language: i18n.resolvedLanguage ?? i18n.language,
  };
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
    text: (notification) => notificationText(notification, translator),
  };
}
