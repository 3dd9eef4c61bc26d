import { randomBytes } from 'node:crypto';
import { clientManagement } from '@atelier/shared/actions';
import { findAccountById } from '../../auth/accounts.ts';
import { hashPassword } from '../../auth/password.ts';
import { lockClient } from '../../db/clients.ts';
import { markPortalInvited } from '../../db/portal-access.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { clientNotFound, findClientView } from './client-view.ts';
import { mailPortalInvitation, portalAccountFor } from './portal-invitation.ts';
import { isUuid } from './record-fields.ts';

/**
 * Gives the client a `client` account linked to its record (or links the client account its
 * e-mail already has) and e-mails a link to choose the password. Inviting again sends a fresh
 * link, and restores access that was revoked.
 */
export const inviteToPortal = implement(clientManagement.actions.invite_to_portal, {
  handler: async ({ client_id: id }, { db, auth, caller }) => {
    if (!isUuid(id)) throw clientNotFound();
    // Hashed before the transaction: scrypt must not hold a database connection.
    const unusableHash = await hashPassword(
      randomBytes(32).toString('base64url'),
      auth.settings.passwordCost,
    );
    return await db.transaction(async (tx) => {
      if (!(await lockClient(tx, id))) throw clientNotFound();
      const current = await findClientView(tx, id);
      if (!current) throw clientNotFound();
      const account = await portalAccountFor(tx, current, unusableHash);
      await markPortalInvited(tx, id, account.id);
      const inviter = await findAccountById(tx, caller.userId);
      const { expiresAt } = await mailPortalInvitation(tx, account, {
        siteUrl: auth.settings.siteUrl,
        replyTo: inviter?.email,
      });
      const client = readBack(await findClientView(tx, id), `Client ${id}`);
      return { client, invitation: { email: account.email, expires_at: expiresAt } };
    });
  },
});
