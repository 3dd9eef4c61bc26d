import { actionCaller, type CallOptions, registerDemoLoader } from '@atelier/shared';
import type { NotificationListQuery } from '../../contract/notifications';

/** The function behind the notification bell; its contract is docs/notifications.md. */
export const NOTIFICATIONS_FUNCTION = 'notifications-system' as const;

const call = actionCaller(NOTIFICATIONS_FUNCTION);

export const getNotifications = (query: NotificationListQuery = {}, options?: CallOptions) =>
  call('get_notifications', query, options);

/** Someone else's or an unknown id answers 404 "Notification not found". */
export const markNotificationRead = (notificationId: string, options?: CallOptions) =>
  call('mark_read', { notification_id: notificationId }, options);

/** Answers how many were unread. */
export const markAllNotificationsRead = (options?: CallOptions) =>
  call('mark_all_read', {}, options);

/**
 * Registers the three sample notifications (spec §9), so the bell still shows something
 * believable (with the demo banner) when the server cannot answer. Downloaded only when a
 * notification call falls back to them, never with the public pages, and no call waits for it.
 */
export function registerNotificationsDemo(): void {
  registerDemoLoader(NOTIFICATIONS_FUNCTION, async () => {
    const { registerNotificationsDemoHandlers } = await import('./demo');
    registerNotificationsDemoHandlers();
  });
}
