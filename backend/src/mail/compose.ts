import type Mail from 'nodemailer/lib/mailer/index.js';
import type { EmailAttachment } from './outbox.ts';

/** One row of `email_outbox`, as the worker sends it. */
export interface OutboxMessage {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  html: string | null;
  reply_to: string | null;
  /** Extra header lines (e.g. List-Unsubscribe), as queued. */
  headers: Record<string, string> | null;
  /** Documents to attach (migration 0035), resolved to files when it leaves. */
  attachments: EmailAttachment[] | null;
  created_at: string;
}

/**
 * The message as it leaves: multipart text + HTML, and a Message-ID made from the outbox row's
 * id, so a message sent twice (a crash after the server took it) is one message to the recipient.
 */
export function composeMessage(message: OutboxMessage, from: string): Mail.Options {
  return {
    from,
    to: message.to_email,
    subject: message.subject,
    text: message.body,
    html: message.html ?? textToHtml(message.body),
    replyTo: message.reply_to ?? undefined,
    headers: message.headers ?? undefined,
    messageId: `<${message.id}@${domainOf(from)}>`,
    date: new Date(message.created_at),
  };
}

/** The domain of the sender address (`Name <user@domain>` or `user@domain`). */
export function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split('@')[1]?.trim();
  return domain ? domain : 'localhost';
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** Paragraphs at blank lines, line breaks kept, web links made clickable. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const lines = paragraph.split('\n').map((line) => linkify(escapeHtml(line)));
      return `<p>${lines.join('<br>\n')}</p>`;
    });
  return [
    '<!doctype html>',
    '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">',
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}

/** Runs after escaping, so a link's text and address are already safe in HTML. */
const linkify = (escaped: string): string =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
