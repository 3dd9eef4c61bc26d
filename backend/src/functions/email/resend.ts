import { email } from '@atelier/shared/actions';
import { isUuid } from '../../auth/accounts.ts';
import { copyIntoQueue, findOutboxMessage, requeueFailed } from '../../db/email-outbox.ts';
import { AppError } from '../../errors.ts';
import { implement } from '../registry.ts';

const notFound = () => new AppError('NOT_FOUND', 'No such message', { id: 'No such message' });

/**
 * Sends a message again: a failed one goes back to the queue with its attempts reset; a sent
 * one is copied into a new queued message (the original keeps its history). One still queued
 * or being sent is already on its way: 409.
 */
export const resend = implement(email.actions.resend, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw notFound();
    return await db.transaction(async (tx) => {
      const message = await findOutboxMessage(tx, id);
      if (!message) throw notFound();
      if (message.status === 'failed') {
        await requeueFailed(tx, id);
        return { id, resent_as: id };
      }
      if (message.status === 'sent') return { id, resent_as: await copyIntoQueue(tx, id) };
      throw new AppError('CONFLICT', `This message is ${message.status}: it is already on its way`);
    });
  },
});
