import { marketing } from '@atelier/shared/actions';
import { lockSubscriberByConfirmToken, markConfirmed } from '../../db/newsletter-subscribers.ts';
import { AppError } from '../../errors.ts';
import { implement } from '../registry.ts';
import { queueWelcome } from './newsletter-mail.ts';
import { hashToken } from './newsletter-tokens.ts';

/**
 * The confirmation link's page calls this. A pending subscriber becomes confirmed and gets a
 * welcome e-mail (the first with an unsubscribe link); a second click on the same link answers
 * `confirmed` again and sends nothing. An unknown, expired or unsubscribed link: 404.
 */
export const confirmSubscription = implement(marketing.actions.confirm_subscription, {
  handler: async ({ token }, { db, auth }) => {
    const wasConfirmed = await db.transaction(async (tx) => {
      const subscriber = await lockSubscriberByConfirmToken(tx, hashToken(token));
      if (!subscriber) throw invalidLink();
      if (subscriber.status === 'confirmed') return true;
      const expiresAt = subscriber.confirm_expires_at;
      if (expiresAt !== null && new Date(expiresAt).getTime() < Date.now()) throw invalidLink();
      await markConfirmed(tx, subscriber.id);
      await queueWelcome(tx, subscriber, auth.settings.siteUrl);
      return false;
    });
    return { status: 'confirmed' as const, alreadyConfirmed: wasConfirmed };
  },
});

const invalidLink = () =>
  new AppError('NOT_FOUND', 'This confirmation link is not valid or has expired');
