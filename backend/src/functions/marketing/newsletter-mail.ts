import { EMAIL_LOCALES, type EmailLocale, type EmailTemplateKey } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { storeUnsubscribeToken } from '../../db/newsletter-subscribers.ts';
import { readAgencyName } from '../../db/settings.ts';
import { queueEmail } from '../../mail/outbox.ts';
import { recipientLocale, renderEmail, type TemplateValues } from '../../mail/templates/index.ts';
import { newToken, ONE_CLICK_PATH, publicApiUrl } from './newsletter-tokens.ts';

/**
 * The newsletter's e-mails (docs/marketing.md#newsletter), from the e-mail templates
 * `newsletter_confirmation`, `newsletter_welcome` and `newsletter_issue` (docs/email.md), in
 * the subscriber's language (the page they subscribed from; the agency's default without one)
 * and with the agency's name. The confirmation asks for a click; every e-mail sent to a
 * confirmed subscriber (the welcome, each issue) carries its own unsubscribe token: a visible
 * link to the public page and the RFC 8058 headers whose POST needs no session. A template
 * edited without its link still gets it, on a line of its own at the end.
 */

/**
 * The subscriber's stored language; without one, the language of the client or lead with their
 * address (docs/email.md), else the agency's default.
 */
async function subscriberLocale(q: Queryable, language: string | null | undefined, email: string) {
  const stored = EMAIL_LOCALES.find((locale) => locale === language);
  return stored ?? (await recipientLocale(q, { email }));
}

async function queueNewsletterTemplate<K extends EmailTemplateKey>(
  q: Queryable,
  mail: {
    key: K;
    to: string;
    locale: EmailLocale;
    values: TemplateValues<K>;
    link: string;
    headers?: Record<string, string>;
    senderIp?: string | null;
  },
): Promise<string | null> {
  const text = await renderEmail(q, mail.key, mail.locale, mail.values);
  const body = text.body.includes(mail.link) ? text.body : `${text.body}\n\n${mail.link}`;
  return await queueEmail(q, {
    to: mail.to,
    subject: text.subject,
    body,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.senderIp ? { senderIp: mail.senderIp } : {}),
    templateKey: mail.key,
    locale: mail.locale,
  });
}

export async function queueConfirmation(
  q: Queryable,
  to: string,
  token: string,
  siteUrl: string,
  language: string | null = null,
  senderIp: string | null = null,
): Promise<boolean> {
  const link = `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  const id = await queueNewsletterTemplate(q, {
    key: 'newsletter_confirmation',
    to,
    locale: await subscriberLocale(q, language, to),
    values: { agency: await readAgencyName(q), link },
    link,
    senderIp,
  });
  // Over the address's (or the IP's) cap of confirmations: nothing queued (mail/mail-policy.ts).
  return id !== null;
}

/** A confirmed subscriber, as the welcome and each issue address them. */
export interface NewsletterRecipient {
  id: string;
  email: string;
  language?: string | null;
}

/** A fresh unsubscribe token: the public page's link and the one-click headers. */
async function unsubscribeLinks(q: Queryable, subscriberId: string, siteUrl: string) {
  const { token, hash } = newToken();
  await storeUnsubscribeToken(q, subscriberId, hash);
  const oneClick = `${publicApiUrl()}${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`;
  return {
    link: `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Queues one issue to a subscriber with a fresh unsubscribe token; answers the outbox id. */
export async function queueNewsletterEmail(
  q: Queryable,
  email: { recipient: NewsletterRecipient; subject: string; body: string; siteUrl: string },
): Promise<string> {
  const { recipient } = email;
  const { link, headers } = await unsubscribeLinks(q, recipient.id, email.siteUrl);
  const id = await queueNewsletterTemplate(q, {
    key: 'newsletter_issue',
    to: recipient.email,
    locale: await subscriberLocale(q, recipient.language, recipient.email),
    values: {
      agency: await readAgencyName(q),
      issue_subject: email.subject,
      issue_body: email.body,
      unsubscribe_link: link,
    },
    link,
    headers,
  });
  // newsletter_issue has no per-recipient cap (mail/mail-policy.ts): it is always queued.
  if (!id) throw new Error('A newsletter issue was not queued');
  return id;
}

export async function queueWelcome(
  q: Queryable,
  subscriber: NewsletterRecipient,
  siteUrl: string,
): Promise<void> {
  const { link, headers } = await unsubscribeLinks(q, subscriber.id, siteUrl);
  await queueNewsletterTemplate(q, {
    key: 'newsletter_welcome',
    to: subscriber.email,
    locale: await subscriberLocale(q, subscriber.language, subscriber.email),
    values: { agency: await readAgencyName(q), unsubscribe_link: link },
    link,
    headers,
  });
}
