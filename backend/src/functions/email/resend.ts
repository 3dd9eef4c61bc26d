import { email } from '@atelier/shared/actions';
import { isUuid } from '../../auth/accounts.ts';
import { copyIntoQueue, findOutboxMessage, requeueFailed } from '../../db/email-outbox.ts';
import { AppError, conflict, fieldFailure } from '../../errors.ts';
import { ADMIN_SEND_CAP, takeAdminSend } from '../../mail/mail-policy.ts';
import { implement } from '../registry.ts';

const notFound = () =>
  new AppError(
    'NOT_FOUND',
    'No such message',
    { id: 'No such message' },
    { fieldCodes: { id: fieldFailure('not_found') } },
  );

/**
 * Sends a message again: a failed one goes back to the queue with its attempts reset; a sent
 * one is copied into a new queued message (the original keeps its history). One still queued
 * or being sent is already on its way: 409. At most ADMIN_SEND_CAP resends to one address per
 * hour (mail/mail-policy.ts): past it, 429 with a message saying so.
 */
export const resend = implement(email.actions.resend, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw notFound();
    return await db.transaction(async (tx) => {
      const message = await findOutboxMessage(tx, id);
      if (!message) throw notFound();
      if (message.status !== 'failed' && message.status !== 'sent') {
        throw conflict(
          'message_in_flight',
          `This message is ${message.status}: it is already on its way`,
          { status: message.status },
        );
      }
      if (!(await takeAdminSend(tx, 'resend', message.to_email))) throw tooManySends('resent');
      if (message.status === 'failed') {
        await requeueFailed(tx, id);
        return { id, resent_as: id };
      }
      return { id, resent_as: await copyIntoQueue(tx, id) };
    });
  },
});

/** The admin's 429: this address has had its share of resends or test sends this hour. */
export const tooManySends = (what: 'resent' | 'sent as a test') =>
  new AppError(
    'RATE_LIMITED',
    `${ADMIN_SEND_CAP.limit} messages were already ${what} to this address in the last hour; try again later`,
  );
