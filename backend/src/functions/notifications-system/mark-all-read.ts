import { notificationsSystem } from '@atelier/shared/actions';
import { markAllNotificationsRead } from '../../db/notifications.ts';
import { implement } from '../registry.ts';

/** Marks all the caller's notifications read; `count` is how many were unread. */
export const markAllRead = implement(notificationsSystem.actions.mark_all_read, {
  handler: async (_input, { db, caller }) => ({
    count: await markAllNotificationsRead(db, caller.userId),
  }),
});
