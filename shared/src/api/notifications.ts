import { type CallOptions, callFunction } from '@atelier/shared';
import type {
  AppNotification,
  NotificationListQuery,
  NotificationPage,
} from '../contract/notifications';

/** The function behind the notification bell; its contract is docs/notifications.md. */
export const NOTIFICATIONS_FUNCTION = 'notifications-system';

export const NOTIFICATION_ACTIONS = ['get_notifications', 'mark_read', 'mark_all_read'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

const call = <T extends Record<string, unknown>>(
  action: NotificationAction,
  payload: Record<string, unknown>,
  options?: CallOptions,
) => callFunction<T>(NOTIFICATIONS_FUNCTION, action, payload, options);

export const getNotifications = (query: NotificationListQuery = {}, options?: CallOptions) =>
  call<NotificationPage>('get_notifications', query, options);

/** Someone else's or an unknown id answers 404 "Notification not found". */
export const markNotificationRead = (notificationId: string, options?: CallOptions) =>
  call<{ notification: AppNotification }>(
    'mark_read',
    { notification_id: notificationId },
    options,
  );

/** Answers how many were unread. */
export const markAllNotificationsRead = (options?: CallOptions) =>
  call<{ count: number }>('mark_all_read', {}, options);

/**
 * Registers the three sample notifications (spec §9), so the bell still shows something
 * believable (with the demo banner) when the server cannot answer. Loaded on demand.
 */
export async function registerNotificationsDemo(): Promise<void> {
  const { registerNotificationsDemoHandlers } = await import('../demo/demo-notifications');
  registerNotificationsDemoHandlers();
}
