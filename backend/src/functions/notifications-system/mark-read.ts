import { notificationsSystem } from '@atelier/shared/actions';
import { markNotificationRead } from '../../db/notifications.ts';
import { isUuid, notFound } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';

/** Marks one of the caller's notifications read; someone else's answers as unknown (404). */
export const markRead = implement(notificationsSystem.actions.mark_read, {
  handler: async ({ notification_id }, { db, caller }) => {
    const notification = isUuid(notification_id)
      ? await markNotificationRead(db, caller.userId, notification_id)
      : undefined;
    if (!notification) throw notFound('Notification');
    return { notification };
  },
});
