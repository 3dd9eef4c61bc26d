import { marketing } from '@atelier/shared/actions';
import type { Database } from '../../db/database.ts';
import {
  lockSubscriberByUnsubscribeToken,
  markUnsubscribed,
} from '../../db/newsletter-subscribers.ts';
import { AppError } from '../../errors.ts';
import { implement } from '../registry.ts';
import { hashToken } from './newsletter-tokens.ts';

/**
 * Unsubscribes the subscriber an e-mail's token names; a second time changes nothing and
 * answers the same. Used by the public page and by the one-click POST (newsletter-routes.ts).
 */
export async function unsubscribeByToken(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const subscriber = await lockSubscriberByUnsubscribeToken(tx, hashToken(token));
    if (!subscriber) {
      throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid');
    }
    await markUnsubscribed(tx, subscriber.id);
  });
}

export const unsubscribe = implement(marketing.actions.unsubscribe, {
  handler: async ({ token }, { db }) => {
    await unsubscribeByToken(db, token);
    return { status: 'unsubscribed' as const };
  },
});
