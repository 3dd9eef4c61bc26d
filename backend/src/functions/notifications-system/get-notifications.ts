import { notificationsSystem } from '@atelier/shared/actions';
import { listNotifications } from '../../db/notifications.ts';
import { pageWindow } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';

/**
 * The caller's notifications, newest first (overdue invoices are raised by a scheduled job,
 * `overdue-sweep.ts`). `unread` is the caller's unread count (the badge), whatever page is asked.
 */
export const getNotifications = implement(notificationsSystem.actions.get_notifications, {
  handler: async (input, { db, caller }) => {
    const { rows, total, unread } = await listNotifications(db, {
      userId: caller.userId,
      isUnreadOnly: input.unread_only,
      ...pageWindow(input),
    });
    return { notifications: rows, total, unread, page: input.page, pageSize: input.pageSize };
  },
});
