import type { Queryable } from '../../db/database.ts';
import { emailLocale, queueTemplatedEmail, recipientLocale } from '../../mail/templates/index.ts';
import { instantAlertEmails } from '../notifications-system/alerts.ts';
import { notifyAdmins, notifyClientAccount } from '../notify.ts';

/** The start of a message, for a notification's one line. */
const excerpt = (body: string): string =>
  body.length > 140 ? `${body.slice(0, 139).trimEnd()}…` : body;

interface MessageClient {
  id: string;
  name: string;
  email: string;
  /** The client's preference (update_profile): e-mail besides the portal bell. */
  notify_email: boolean;
}

/**
 * A client wrote: every admin hears of it (bell + e-mail), in the message's transaction.
 */
export async function noticeClientMessage(
  tx: Queryable,
  client: Pick<MessageClient, 'id' | 'name'>,
  body: string,
): Promise<void> {
  const subject = `New message from ${client.name}`;
  await notifyAdmins(tx, {
    type: 'info',
    title: subject,
    message: excerpt(body),
    actionUrl: `/admin/clients/${client.id}?tab=messages`,
    message_key: 'client_message',
    params: { client: client.name, excerpt: excerpt(body) },
  });
  const locale = await emailLocale(tx);
  // Only the admins whose alert for a client's message is "At once" (docs/notifications.md).
  for (const to of await instantAlertEmails(tx, 'client_message')) {
    await queueTemplatedEmail(tx, {
      to,
      key: 'client_message',
      locale,
      values: { client_name: client.name, message: body },
    });
  }
}

/**
 * The agency wrote: the client's portal account hears of it (bell) and the client gets an
 * e-mail unless they turned e-mail off.
 */
export async function noticeAgencyMessage(
  tx: Queryable,
  client: MessageClient,
  agency: string,
  body: string,
): Promise<void> {
  const subject = `New message from ${agency}`;
  await notifyClientAccount(tx, client.id, {
    type: 'info',
    title: subject,
    message: excerpt(body),
    actionUrl: '/client-portal/messages',
    message_key: 'agency_message',
    params: { agency, excerpt: excerpt(body) },
  });
  if (!client.notify_email) return;
  await queueTemplatedEmail(tx, {
    to: client.email,
    key: 'agency_message',
    locale: await recipientLocale(tx, { clientId: client.id }),
    values: { client_name: client.name, agency, message: body },
  });
}
