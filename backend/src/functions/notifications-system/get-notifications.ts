import { z } from 'zod';
import { listNotifications } from '../../db/notifications.ts';
import { listParams, pageWindow } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';

const { page, pageSize } = listParams(['created_at'], 'created_at');

export const DEFAULT_NOTIFICATIONS_PAGE_SIZE = 20;

export const getNotificationsInput = z.object({
  page,
  pageSize: pageSize.unwrap().default(DEFAULT_NOTIFICATIONS_PAGE_SIZE),
  unread_only: z.boolean({ error: 'unread_only must be true or false' }).default(false),
});

/**
 * The caller's notifications, newest first (overdue invoices are raised by a scheduled job,
 * `overdue-sweep.ts`). `unread` is the caller's unread count (the badge), whatever page is asked.
 */
export const getNotifications = defineAction({
  access: 'authenticated',
  input: getNotificationsInput,
  handler: async (input, { db, caller }) => {
    const { rows, total, unread } = await listNotifications(db, {
      userId: caller.userId,
      isUnreadOnly: input.unread_only,
      ...pageWindow(input),
    });
    return { notifications: rows, total, unread, page: input.page, pageSize: input.pageSize };
  },
});
