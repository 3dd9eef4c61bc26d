import { randomBytes } from 'node:crypto';
import { clientManagement } from '@atelier/shared/actions';
import { hashPassword } from '../../auth/password.ts';
import { invalidatePasswordResets } from '../../auth/password-reset.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { lockClient } from '../../db/clients.ts';
import { markPortalRevoked, replacePasswordHash } from '../../db/portal-access.ts';
import { conflict } from '../../errors.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { clientNotFound, findClientView } from './client-view.ts';
import { isUuid } from './record-fields.ts';

/**
 * Ends the client's portal access: unlinks its account, ends its sessions at once, and gives
 * it a password nobody knows, with no reset link left working. `invite_to_portal` restores it.
 */
export const revokePortalAccess = implement(clientManagement.actions.revoke_portal_access, {
  handler: async ({ client_id: id }, { db, auth }) => {
    if (!isUuid(id)) throw clientNotFound();
    const unusableHash = await hashPassword(
      randomBytes(32).toString('base64url'),
      auth.settings.passwordCost,
    );
    return await db.transaction(async (tx) => {
      if (!(await lockClient(tx, id))) throw clientNotFound();
      const current = await findClientView(tx, id);
      if (!current) throw clientNotFound();
      const userId = current.user_id;
      if (!userId) {
        throw conflict('no_portal_account', 'This client has no portal account to revoke');
      }
      await markPortalRevoked(tx, id, userId);
      await revokeUserSessions(tx, userId, 'portal_access_revoked');
      await invalidatePasswordResets(tx, userId);
      await replacePasswordHash(tx, userId, unusableHash);
      return { client: readBack(await findClientView(tx, id), `Client ${id}`) };
    });
  },
});
