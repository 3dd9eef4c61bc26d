import type { Queryable } from '../db/database.ts';
import { type RateLimit, takeInTransaction } from '../db/rate-limit.ts';
import { AppError } from '../errors.ts';

/*
 * Which mail leaves first and how much of one kind one address may get (docs/email.md
 * "Priorities and caps"). Both follow from the message's template key.
 */

/** Leaves first: resets, invitations, signing links, e-mail changes, receipts, documents. */
export const TRANSACTIONAL_PRIORITY = 10;
/** Leaves when no transactional mail waits: newsletter issues, reminders. */
export const BULK_PRIORITY = 0;

/** Templates whose mail is bulk; every other message (and one without a template) is transactional. */
const BULK_TEMPLATES: ReadonlySet<string> = new Set([
  'newsletter_issue',
  'newsletter_welcome',
  'payment_reminder',
  'admin_digest',
]);

/** The outbox priority of a message made from `templateKey`. */
export const mailPriority = (templateKey: string | null | undefined): number =>
  templateKey && BULK_TEMPLATES.has(templateKey) ? BULK_PRIORITY : TRANSACTIONAL_PRIORITY;

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * At most `limit` messages of one template to one address per sliding window, whoever asks and
 * from however many IPs. Over it, the request answers as before and nothing is queued.
 */
export const RECIPIENT_CAPS: Readonly<Record<string, RateLimit>> = {
  password_reset: { limit: 5, windowSeconds: HOUR },
  email_change: { limit: 5, windowSeconds: HOUR },
  email_changed: { limit: 5, windowSeconds: HOUR },
  newsletter_confirmation: { limit: 3, windowSeconds: DAY },
  newsletter_welcome: { limit: 3, windowSeconds: DAY },
  team_invitation: { limit: 5, windowSeconds: DAY },
  portal_invitation: { limit: 5, windowSeconds: DAY },
  lead_auto_reply: { limit: 3, windowSeconds: DAY },
};

/**
 * Messages a stranger can make the agency send, per sender IP (whatever the address): the lead
 * auto-reply and the newsletter confirmation. Counted when the caller gives the IP.
 */
export const SENDER_IP_CAPS: Readonly<Record<string, RateLimit>> = {
  lead_auto_reply: { limit: 5, windowSeconds: HOUR },
  newsletter_confirmation: { limit: 10, windowSeconds: HOUR },
};

/** Sends an admin asks for again (`email#resend`) or as a test (`email#send_test`), per address. */
export const ADMIN_SEND_CAP: RateLimit = { limit: 10, windowSeconds: HOUR };

/** The limit of `templateKey` to one address, or null when it has none. */
export const recipientCap = (templateKey: string | null | undefined): RateLimit | null =>
  (templateKey && RECIPIENT_CAPS[templateKey]) || null;

/**
 * Counts one message of `templateKey` to `to` (and from `senderIp` when given) in the caller's
 * transaction: true when it may be queued, false when a cap is full (nothing counted on it).
 * A refusal on the IP after the address was counted leaves that count: stricter, never looser.
 */
export async function takeMailCaps(
  tx: Queryable,
  templateKey: string | null | undefined,
  to: string,
  senderIp?: string | null,
): Promise<boolean> {
  if (!templateKey) return true;
  const address = to.trim().toLowerCase();
  const recipient = {
    bucket: `mail:${templateKey}`,
    subject: address,
    rule: recipientCap(templateKey),
  };
  if ((await takeInTransaction(tx, recipient)) > 0) return false;
  const ipRule = SENDER_IP_CAPS[templateKey] ?? null;
  if (senderIp && ipRule) {
    const perIp = { bucket: `mail-ip:${templateKey}`, subject: senderIp, rule: ipRule };
    if ((await takeInTransaction(tx, perIp)) > 0) return false;
  }
  return true;
}

/** Counts one admin-asked send (resend, test) to `to`: false when the address had its share. */
export async function takeAdminSend(tx: Queryable, kind: 'resend' | 'test', to: string) {
  const counter = {
    bucket: `mail-admin:${kind}`,
    subject: to.trim().toLowerCase(),
    rule: ADMIN_SEND_CAP,
  };
  return (await takeInTransaction(tx, counter)) === 0;
}

/**
 * An admin's invitation refused because its address had its cap of invitations: a 429 the
 * admin reads, and the transaction that would have created the account rolls back.
 */
export function invitationCapReached(key: 'team_invitation' | 'portal_invitation'): AppError {
  const { limit } = RECIPIENT_CAPS[key] ?? { limit: 0 };
  return new AppError(
    'RATE_LIMITED',
    `This address was already sent ${limit} invitations in the last 24 hours; try again tomorrow`,
  );
}
