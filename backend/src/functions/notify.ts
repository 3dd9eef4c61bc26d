import type { Queryable } from '../db/database.ts';
import {
  insertForAdmins,
  insertForClientAccount,
  insertForUser,
  type NewNotification,
} from '../db/notifications.ts';
import { queueInstantAlerts } from './notifications-system/alerts.ts';

export type { NotificationParams } from '@atelier/shared/contract';
export type { NewNotification, NotificationType } from '../db/notifications.ts';

/**
 * How events raise notifications (docs/notifications.md). Call these with the event's own
 * transaction, so a failed event leaves no notification behind. Each answers how many
 * notifications it raised. A notification carries a `message_key` and its `params`, which
 * the reader's app words in the reader's language, and the English `title`/`message` for rows
 * an app cannot word (and for e-mail).
 */

/**
 * One notification for every active admin and super_admin, and the instant e-mail alert of
 * its kind to those who chose it (notifications-system/alerts.ts).
 */
export async function notifyAdmins(tx: Queryable, notification: NewNotification): Promise<number> {
  const raised = await insertForAdmins(tx, checked(notification));
  // The admins who chose this kind of event "at once" also get an e-mail (issue 33).
  await queueInstantAlerts(tx, notification);
  return raised;
}

/** One notification for one user. */
export async function notifyUser(
  tx: Queryable,
  userId: string,
  notification: NewNotification,
): Promise<number> {
  return await insertForUser(tx, userId, checked(notification));
}

/** One notification for a client's portal account; none when the client has no account. */
export async function notifyClientAccount(
  tx: Queryable,
  clientId: string,
  notification: NewNotification,
): Promise<number> {
  return await insertForClientAccount(tx, clientId, checked(notification));
}

/** A path of this site, never another origin: a mistake here is a bug, so it throws. */
function checked(notification: NewNotification): NewNotification {
  const url = notification.actionUrl;
  if (url !== null && !/^\/([^/\\]|$)/.test(url)) {
    throw new Error(`A notification's actionUrl must be a path of the site: ${url}`);
  }
  return notification;
}

/** A money value of a notification's params: the reader's language formats it. */
export const moneyParam = (cents: number, currency: string) => ({ money: cents, currency });

/** A date (`YYYY-MM-DD`) of a notification's params: the reader's language formats it. */
export const dateParam = (date: string) => ({ date });

/** Money in the server's (English) messages: cents as "$1,234.50", "€99.00". */
export const formatMoney = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
