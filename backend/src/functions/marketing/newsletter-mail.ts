import type { Queryable } from '../../db/database.ts';
import { storeUnsubscribeToken } from '../../db/newsletter-subscribers.ts';
import { readAgencyName } from '../../db/settings.ts';
import { queueEmail } from '../../mail/outbox.ts';
import { newToken, ONE_CLICK_PATH, publicApiUrl } from './newsletter-tokens.ts';

/**
 * The newsletter's e-mails (docs/marketing.md#newsletter). The confirmation asks for a click;
 * every e-mail sent to a confirmed subscriber (the welcome, each issue) carries its own
 * unsubscribe token: a visible link to the public page and the RFC 8058 headers whose POST
 * needs no session.
 */

export async function queueConfirmation(
  q: Queryable,
  to: string,
  token: string,
  siteUrl: string,
): Promise<void> {
  const agency = await readAgencyName(q);
  const link = `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  await queueEmail(q, {
    to,
    subject: `Confirm your subscription to the ${agency} newsletter`,
    body: [
      `Someone, hopefully you, asked to receive the ${agency} newsletter at this address.`,
      '',
      `Confirm your subscription: ${link}`,
      '',
      'If it was not you, ignore this e-mail: nothing will be sent to you.',
    ].join('\n'),
  });
}

export interface NewsletterEmail {
  subscriberId: string;
  to: string;
  subject: string;
  body: string;
  siteUrl: string;
}

/** Queues one e-mail to a subscriber with a fresh unsubscribe token; answers the outbox id. */
export async function queueNewsletterEmail(q: Queryable, email: NewsletterEmail): Promise<string> {
  const { token, hash } = newToken();
  await storeUnsubscribeToken(q, email.subscriberId, hash);
  const page = `${email.siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  const oneClick = `${publicApiUrl()}${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`;
  return await queueEmail(q, {
    to: email.to,
    subject: email.subject,
    body: `${email.body}\n\n--\nUnsubscribe in one click: ${page}`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

export async function queueWelcome(
  q: Queryable,
  subscriber: { id: string; email: string },
  siteUrl: string,
): Promise<void> {
  const agency = await readAgencyName(q);
  await queueNewsletterEmail(q, {
    subscriberId: subscriber.id,
    to: subscriber.email,
    subject: `You are subscribed to the ${agency} newsletter`,
    body: `Thank you: your subscription to the ${agency} newsletter is confirmed.`,
    siteUrl,
  });
}
