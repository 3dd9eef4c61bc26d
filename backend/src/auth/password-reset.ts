import type { Queryable } from '../db/database.ts';
import { readAgencyName } from '../db/settings.ts';
import { invitationCapReached } from '../mail/mail-policy.ts';
import { emailLocale, queueTemplatedEmail, recipientLocale } from '../mail/templates/index.ts';
import { dayCount } from '../mail/templates/phrases.ts';
import type { Account } from './accounts.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

export const RESET_PASSWORD_PATH = '/auth/reset-password';

/**
 * The reset-password page's link. An invitation's (`invitation: true`) says so, and the page
 * then speaks of choosing a first password and signs the invitee in (accept_invitation).
 */
export const resetLink = (
  siteUrl: string,
  token: string,
  options: { invitation?: boolean } = {},
): string =>
  // The token stays last: whoever reads the link up to the first blank gets it whole.
  `${siteUrl}${RESET_PASSWORD_PATH}?${options.invitation ? 'invitation=1&' : ''}token=${encodeURIComponent(token)}`;

/**
 * Creates a single-use reset token for `account` (older unused ones stop working) and queues
 * the e-mail with its link. Only the token's hash is stored.
 */
export async function createPasswordReset(
  tx: Queryable,
  account: Account,
  options: { siteUrl: string; ttlSeconds: number },
): Promise<void> {
  const { token } = await issueResetToken(tx, account.id, options.ttlSeconds);
  await queueTemplatedEmail(tx, {
    to: account.email,
    key: 'password_reset',
    locale: await recipientLocale(tx, { userId: account.id }),
    values: {
      first_name: account.firstName,
      agency: await readAgencyName(tx),
      link: resetLink(options.siteUrl, token),
      minutes: String(Math.round(options.ttlSeconds / 60)),
    },
  });
}

/**
 * A new single-use token for the user's reset-password page (older unused ones stop working);
 * only its hash is stored.
 */
export async function issueResetToken(
  tx: Queryable,
  userId: string,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: string }> {
  await invalidatePasswordResets(tx, userId);
  const token = newOpaqueToken();
  const [row] = await tx.query<{ expires_at: string }>(
    `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))
     RETURNING expires_at`,
    [userId, hashOpaqueToken(token), ttlSeconds],
  );
  if (!row) throw new Error('INSERT INTO password_reset_tokens returned no row');
  return { token, expiresAt: row.expires_at };
}

/** How long an invitation's link works: longer than a reset, the invitee may be away. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Invites a new back-office user: queues an e-mail with a link to the reset-password page,
 * where they choose their password (same token as a reset). Returns when the link expires.
 */
export async function createPasswordInvitation(
  tx: Queryable,
  account: Account,
  options: { siteUrl: string; ttlSeconds?: number; replyTo?: string | undefined },
): Promise<{ expiresAt: string }> {
  const ttlSeconds = options.ttlSeconds ?? INVITATION_TTL_SECONDS;
  const { token, expiresAt } = await issueResetToken(tx, account.id, ttlSeconds);
  const locale = await emailLocale(tx);
  const queued = await queueTemplatedEmail(tx, {
    to: account.email,
    key: 'team_invitation',
    locale,
    values: {
      first_name: account.firstName,
      agency: await readAgencyName(tx),
      email: account.email,
      link: resetLink(options.siteUrl, token, { invitation: true }),
      days: dayCount(Math.round(ttlSeconds / 86_400), locale),
    },
    replyTo: options.replyTo,
  });
  // Past the address's cap of invitations: a 429, and the new account is not kept.
  if (!queued) throw invitationCapReached('team_invitation');
  return { expiresAt };
}

/** Marks a valid (unused, unexpired) reset token used; returns its user id, else null. */
export async function consumePasswordReset(tx: Queryable, token: string): Promise<string | null> {
  const [row] = await tx.query<{ user_id: string }>(
    `UPDATE password_reset_tokens SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hashOpaqueToken(token)],
  );
  return row?.user_id ?? null;
}

/** After a password change, links sent earlier must not work any more. */
export async function invalidatePasswordResets(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
}
