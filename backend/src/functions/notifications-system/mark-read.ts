import { appNotificationAnswer, markReadInput } from '@atelier/shared/contract';
import { markNotificationRead } from '../../db/notifications.ts';
import { isUuid, notFound } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';

/** Marks one of the caller's notifications read; someone else's answers as unknown (404). */
export const markRead = defineAction({
  access: 'authenticated',
  input: markReadInput,
  output: appNotificationAnswer,
  handler: async ({ notification_id }, { db, caller }) => {
    const notification = isUuid(notification_id)
      ? await markNotificationRead(db, caller.userId, notification_id)
      : undefined;
    if (!notification) throw notFound('Notification');
    return { notification };
  },
});
