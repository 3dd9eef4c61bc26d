import type { Queryable } from '../db/database.ts';
import { readAgencyName } from '../db/settings.ts';
import { queueTemplatedEmail, recipientLocale } from '../mail/templates/index.ts';
import type { Account } from './accounts.ts';
import { AuthError } from './auth-error.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

/**
 * Changing the e-mail an account signs in with (docs/auth.md, "Changing the e-mail"): the new
 * address must prove it is theirs by opening a link, and the old one is told once it changed.
 */
export const CONFIRM_EMAIL_PATH = '/auth/confirm-email';

/** How long the link to the new address works. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

const emailTaken = () =>
  new AuthError('email_taken', {
    message: 'Another account uses this e-mail',
    fields: { email: 'Another account uses this e-mail' },
    fieldCodes: { email: { code: 'email_taken' } },
  });

async function isTakenByAnother(q: Queryable, email: string, userId: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2', [
    email,
    userId,
  ]);
  return rows.length > 0;
}

/**
 * Records the request (older open ones stop working) and e-mails the new address its link.
 * The account keeps signing in with its current e-mail until the link is opened.
 */
export async function requestEmailChange(
  tx: Queryable,
  account: Account,
  newEmail: string,
  siteUrl: string,
): Promise<void> {
  if (await isTakenByAnother(tx, newEmail, account.id)) throw emailTaken();
  await tx.query(
    'UPDATE email_change_requests SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [account.id],
  );
  const token = newOpaqueToken();
  await tx.query(
    `INSERT INTO email_change_requests (user_id, new_email, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [account.id, newEmail, hashOpaqueToken(token), EMAIL_CHANGE_TTL_SECONDS],
  );
  await queueTemplatedEmail(tx, {
    to: newEmail,
    key: 'email_change',
    locale: await recipientLocale(tx, { userId: account.id }),
    values: {
      first_name: account.firstName,
      agency: await readAgencyName(tx),
      email: newEmail,
      link: `${siteUrl}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`,
      hours: String(EMAIL_CHANGE_TTL_SECONDS / 3600),
    },
  });
}

/**
 * Uses a link's token: the account's e-mail becomes the new one and the old address is told.
 * Answers the user's id; an unknown, used or expired token is `invalid_email_change_token`.
 */
export async function applyEmailChange(tx: Queryable, token: string): Promise<string> {
  const [request] = await tx.query<{ user_id: string; new_email: string }>(
    `UPDATE email_change_requests SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, new_email`,
    [hashOpaqueToken(token)],
  );
  if (!request) throw new AuthError('invalid_email_change_token');
  const [before] = await tx.query<{ email: string; first_name: string }>(
    'SELECT email, first_name FROM users WHERE id = $1 FOR UPDATE',
    [request.user_id],
  );
  if (!before) throw new AuthError('invalid_email_change_token');
  // Someone may have registered with it since the link was sent.
  if (await isTakenByAnother(tx, request.new_email, request.user_id)) throw emailTaken();
  await tx.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [
    request.user_id,
    request.new_email,
  ]);
  await queueTemplatedEmail(tx, {
    to: before.email,
    key: 'email_changed',
    locale: await recipientLocale(tx, { userId: request.user_id }),
    values: {
      first_name: before.first_name,
      agency: await readAgencyName(tx),
      email: request.new_email,
    },
  });
  return request.user_id;
}
