import type { Client } from '@atelier/shared/contract';
import {
  type Account,
  findAccountById,
  findCredentialsByEmail,
  insertAccount,
} from '../../auth/accounts.ts';
import { INVITATION_TTL_SECONDS, issueResetToken, resetLink } from '../../auth/password-reset.ts';
import type { Queryable } from '../../db/database.ts';
import { otherClientOfUser } from '../../db/portal-access.ts';
import { readAgencyName } from '../../db/settings.ts';
import { type AppError, conflict } from '../../errors.ts';
import { invitationCapReached } from '../../mail/mail-policy.ts';
import { queueTemplatedEmail, recipientLocale } from '../../mail/templates/index.ts';
import { dayCount } from '../../mail/templates/phrases.ts';

/**
 * The portal account an invitation goes to: the one already linked, else the client account
 * of the client's e-mail (a self-registered or revoked one), else a new `client` account
 * whose password nobody knows until the e-mailed link sets it.
 */
export async function portalAccountFor(
  tx: Queryable,
  client: Client,
  unusableHash: string,
): Promise<Account> {
  const linked = client.user_id ? await findAccountById(tx, client.user_id) : null;
  if (linked) return linked;
  const existing = (await findCredentialsByEmail(tx, client.email))?.account;
  if (existing && existing.role !== 'client') throw agencyAccountConflict();
  if (existing) {
    if (await otherClientOfUser(tx, existing.id, client.id)) throw accountOfAnotherClient();
    return existing;
  }
  const [firstName = '', ...rest] = client.name.split(/\s+/);
  const created = await insertAccount(tx, {
    email: client.email,
    passwordHash: unusableHash,
    firstName,
    lastName: rest.join(' '),
    company: client.company,
    role: 'client',
  });
  // Null when someone signed up with this e-mail meanwhile: the next invitation links it.
  if (!created) {
    throw conflict(
      'account_just_created',
      'An account was just created with this e-mail; invite again',
    );
  }
  return created;
}

export const agencyAccountConflict = (): AppError =>
  conflict(
    'agency_email',
    'This e-mail belongs to an agency account; give the client another e-mail to invite them',
  );

export const accountOfAnotherClient = (): AppError =>
  conflict('account_linked_elsewhere', 'This account is already linked to another client');

/**
 * E-mails the invitation: a single-use link to the set-password page, valid 7 days (older
 * links stop working). Replies reach the admin who invited. Returns when the link expires.
 * One address gets at most its cap of invitations (mail/mail-policy.ts): past it, 429.
 */
export async function mailPortalInvitation(
  tx: Queryable,
  account: Account,
  options: { siteUrl: string; replyTo?: string | undefined },
): Promise<{ expiresAt: string }> {
  const { token, expiresAt } = await issueResetToken(tx, account.id, INVITATION_TTL_SECONDS);
  const agency = await readAgencyName(tx);
  const locale = await recipientLocale(tx, { userId: account.id });
  const queued = await queueTemplatedEmail(tx, {
    to: account.email,
    key: 'portal_invitation',
    locale,
    values: {
      first_name: account.firstName,
      agency,
      email: account.email,
      link: resetLink(options.siteUrl, token, { invitation: true }),
      days: dayCount(Math.round(INVITATION_TTL_SECONDS / 86_400), locale),
    },
    replyTo: options.replyTo,
  });
  if (!queued) throw invitationCapReached('portal_invitation');
  return { expiresAt };
}
