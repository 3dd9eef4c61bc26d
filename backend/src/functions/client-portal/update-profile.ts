import { clientPortal } from '@atelier/shared/actions';
import { findPortalProfile, updatePortalProfile } from '../../db/portal-contracts.ts';
import { definedOnly } from '../client-management/record-fields.ts';
import { notifyAdmins } from '../notify.ts';
import { implement } from '../registry.ts';
import { portalClient } from './portal-client.ts';

/**
 * The client keeps their own contact details up to date: name, company, phone and whether
 * the agency's actions are e-mailed to them. The name and company go on their account too.
 * The e-mail and the password change through `/auth/v1/user` (docs/auth.md), where the current
 * password is checked. The agency is told of a change.
 */
export const updateProfile = implement(clientPortal.actions.update_profile, {
  handler: async (input, { db, caller }) => {
    const client = await portalClient(db, caller);
    const changes = definedOnly(input);
    return await db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) {
        await updatePortalProfile(tx, client, changes);
        const contactChanged = Object.keys(changes).some(
          (key) => !['notify_email', 'language'].includes(key),
        );
        if (contactChanged) {
          await notifyAdmins(tx, {
            type: 'info',
            title: 'Client details updated',
            message: `${changes.name ?? client.name} updated their contact details in the portal`,
            actionUrl: `/admin/clients/${client.id}`,
            message_key: 'client_details_updated',
            params: { name: changes.name ?? client.name },
          });
        }
      }
      return { profile: await findPortalProfile(tx, client.id) };
    });
  },
});
