import { z } from 'zod';
import { countSchema, listPageSchema, listParams, recordIdSchema } from './record-fields';

/**
 * The `notifications-system` contract (docs/notifications.md): the caller's own notifications,
 * newest first, with their unread count for the badge.
 */
export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATIONS_DEFAULT_PAGE_SIZE = 20;

const { page, pageSize } = listParams(['created_at'], 'created_at');

/** `get_notifications`: a page of the caller's notifications, 20 by default. */
export const getNotificationsInput = z.object({
  page,
  pageSize: pageSize.unwrap().default(NOTIFICATIONS_DEFAULT_PAGE_SIZE),
  unread_only: z.boolean({ error: 'unread_only must be true or false' }).default(false),
});

export const markReadInput = z.object({ notification_id: recordIdSchema('notification_id') });
export const markAllReadInput = z.object({});

/**
 * A value a notification's sentence is built from. Money and dates stay raw (cents and
 * currency, `YYYY-MM-DD`) so the reader's language formats them; a term is a word of the
 * product's vocabulary (`lead_source.estimator`) the reader's language words; the rest is data
 * (names, titles, numbers) shown as it is.
 */
export const notificationParamSchema = z.union([
  z.string(),
  z.number(),
  z.object({ money: z.number().int(), currency: z.string() }),
  z.object({ date: z.string() }),
  z.object({ term: z.string() }),
]);
export type NotificationParam = z.infer<typeof notificationParamSchema>;
export type NotificationParams = Record<string, NotificationParam>;

/** Named `AppNotification` so it does not shadow the browser's own `Notification`. */
export const appNotificationSchema = z.object({
  id: z.guid(),
  /** The English sentence, written when raised: the fallback of an unknown or missing key. */
  title: z.string(),
  message: z.string(),
  /**
   * What the sentence says, for the reader's language to word it
   * (`notifications.messages.<key>.title|message` of the app showing it); null on rows raised
   * before keys existed.
   */
  message_key: z.string().nullable(),
  /** The values the key's sentence is built from; null with `message_key`. */
  params: z.record(z.string(), notificationParamSchema).nullable(),
  type: z.enum(NOTIFICATION_TYPES),
  /** When the event was raised (ISO 8601). */
  timestamp: z.iso.datetime({ offset: true }),
  read: z.boolean(),
  /** A path of this site (never another origin), or null when there is nothing to open. */
  actionUrl: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AppNotification = z.infer<typeof appNotificationSchema>;

/** mark_read. */
export const appNotificationAnswer = z.object({ notification: appNotificationSchema });

/** What an event raises; the same content goes to each of its recipients. */
export type NewNotification = Pick<AppNotification, 'type' | 'title' | 'message' | 'actionUrl'> & {
  message_key: string;
  params: NotificationParams;
};

export type NotificationListQuery = z.input<typeof getNotificationsInput>;

export const notificationPageSchema = listPageSchema('notifications', appNotificationSchema).extend(
  {
    /** The caller's unread count, whatever page is asked. */
    unread: countSchema,
  },
);
export type NotificationPage = z.infer<typeof notificationPageSchema>;
