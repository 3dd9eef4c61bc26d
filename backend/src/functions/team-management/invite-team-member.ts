import { randomBytes } from 'node:crypto';
import { teamManagement } from '@atelier/shared/actions';
import type { TeamMember } from '@atelier/shared/contract';
import {
  type Account,
  findAccountById,
  findCredentialsByEmail,
  insertAccount,
} from '../../auth/accounts.ts';
import { hashPassword } from '../../auth/password.ts';
import { createPasswordInvitation } from '../../auth/password-reset.ts';
import type { Queryable } from '../../db/database.ts';
import {
  findTeamMember,
  linkTeamMemberAccount,
  lockTeamMember,
  teamMemberIdByUser,
} from '../../db/team.ts';
import { type AppError, conflict } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { findTeamMemberView, teamMemberNotFound } from './team-view.ts';

/**
 * Gives the member an admin account (or links the admin account their e-mail already has)
 * and e-mails them a link to choose their password. Inviting again sends a fresh link. Any
 * admin may invite (the issue: "admins can invite a member as an admin user"); the account is
 * an `admin`, never a `super_admin`.
 */
export const inviteTeamMember = implement(teamManagement.actions.invite_team_member, {
  handler: async ({ id }, { db, auth, caller }) => {
    if (!isUuid(id)) throw teamMemberNotFound();
    // Nobody knows this password: the account is only usable once the link sets one. Hashed
    // before the transaction, as scrypt must not hold a database connection.
    const unusableHash = await hashPassword(
      randomBytes(32).toString('base64url'),
      auth.settings.passwordCost,
    );
    return await db.transaction(async (tx) => {
      if (!(await lockTeamMember(tx, id))) throw teamMemberNotFound();
      const member = await findTeamMember(tx, id);
      if (!member) throw teamMemberNotFound();
      if (!member.is_active) {
        throw conflict(
          'team_member_inactive',
          'This team member is inactive; activate them to invite them',
        );
      }
      const account = await accountFor(tx, member, unusableHash);
      if (await teamMemberIdByUser(tx, account.id, id)) {
        throw conflict(
          'account_of_other_member',
          'This account already belongs to another team member; give this member another e-mail',
        );
      }
      await linkTeamMemberAccount(tx, id, account.id);
      // A reply to the invitation reaches the admin who sent it, not the no-reply sender.
      const inviter = await findAccountById(tx, caller.userId);
      const { expiresAt } = await createPasswordInvitation(tx, account, {
        siteUrl: auth.settings.siteUrl,
        replyTo: inviter?.email,
      });
      const invited = readBack(await findTeamMemberView(tx, id), `Team member ${id}`);
      return { member: invited, invitation: { email: account.email, expires_at: expiresAt } };
    });
  },
});

/** The member's linked account, else the admin account of their e-mail, else a new one. */
async function accountFor(
  tx: Queryable,
  member: TeamMember,
  passwordHash: string,
): Promise<Account> {
  const linked = member.user_id ? await findAccountById(tx, member.user_id) : null;
  if (linked) return linked;
  const existing = (await findCredentialsByEmail(tx, member.email))?.account;
  if (existing?.role === 'client') throw clientAccountConflict();
  if (existing) return existing;
  const [firstName = '', ...rest] = member.name.split(/\s+/);
  const created = await insertAccount(tx, {
    email: member.email,
    passwordHash,
    firstName,
    lastName: rest.join(' '),
    company: null,
    role: 'admin',
  });
  // Null when someone signed up with this e-mail meanwhile: a client's account.
  if (!created) throw clientAccountConflict();
  return created;
}

const clientAccountConflict = (): AppError =>
  conflict(
    'client_portal_email',
    "This e-mail belongs to a client's portal account; give the member another e-mail",
  );
