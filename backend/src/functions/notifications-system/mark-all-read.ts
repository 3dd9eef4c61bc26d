import { countAnswer } from '@atelier/shared/contract';
import { z } from 'zod';
import { markAllNotificationsRead } from '../../db/notifications.ts';
import { defineAction } from '../registry.ts';

export const markAllReadInput = z.object({});

/** Marks all the caller's notifications read; `count` is how many were unread. */
export const markAllRead = defineAction({
  access: 'authenticated',
  input: markAllReadInput,
  output: countAnswer,
  handler: async (_input, { db, caller }) => ({
    count: await markAllNotificationsRead(db, caller.userId),
  }),
});
