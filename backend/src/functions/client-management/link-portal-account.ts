import { clientManagement } from '@atelier/shared/actions';
import { lockClient, portalAccountProblem } from '../../db/clients.ts';
import { linkPortalAccount as writeLink } from '../../db/portal-access.ts';
import { conflict } from '../../errors.ts';
import { notifyUser } from '../notify.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { clientNotFound, findClientView } from './client-view.ts';
import { accountOfAnotherClient } from './portal-invitation.ts';
import { invalidField, isUuid } from './record-fields.ts';

/**
 * Links a self-registered client account (one that asked for access, "not linked yet") to a
 * client record, and tells the account its portal is ready.
 */
export const linkPortalAccount = implement(clientManagement.actions.link_portal_account, {
  handler: async ({ client_id: id, user_id: userId }, { db }) => {
    if (!isUuid(id)) throw clientNotFound();
    const noAccount = () =>
      invalidField('user_id', 'No client account has this id', { code: 'not_found' });
    if (!isUuid(userId)) throw noAccount();
    return await db.transaction(async (tx) => {
      if (!(await lockClient(tx, id))) throw clientNotFound();
      const current = await findClientView(tx, id);
      if (!current) throw clientNotFound();
      if (current.user_id === userId) return { client: current };
      if (current.user_id) {
        throw conflict(
          'client_has_portal_account',
          'This client already has a portal account; revoke its access first',
        );
      }
      const problem = await portalAccountProblem(tx, userId, id);
      if (problem === 'missing') throw noAccount();
      if (problem === 'not_client') {
        throw conflict(
          'agency_account_not_linkable',
          'This is an agency account; only a client account can be linked',
        );
      }
      if (problem === 'taken') throw accountOfAnotherClient();
      await writeLink(tx, id, userId);
      await notifyUser(tx, userId, {
        type: 'success',
        title: 'Your client portal is ready',
        message: `Your account is now linked to ${current.name}`,
        actionUrl: '/client-portal',
        message_key: 'portal_ready',
        params: { client: current.name },
      });
      return { client: readBack(await findClientView(tx, id), `Client ${id}`) };
    });
  },
});
