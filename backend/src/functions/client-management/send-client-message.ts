import { clientManagement } from '@atelier/shared/actions';
import { findMessageClient, insertPortalMessage } from '../../db/portal-messages.ts';
import { readAgencyName } from '../../db/settings.ts';
import { ownProject, toPortalMessage } from '../client-portal/exchange-view.ts';
import { noticeAgencyMessage } from '../client-portal/message-notices.ts';
import { implement } from '../registry.ts';
import { clientNotFound } from './client-view.ts';

/** The agency answers a client in their portal conversation; the client is told (bell, e-mail). */
export const sendClientMessage = implement(clientManagement.actions.send_client_message, {
  handler: async (input, { db, caller, storage }) => {
    const row = await db.transaction(async (tx) => {
      const client = await findMessageClient(tx, input.client_id);
      if (!client) throw clientNotFound();
      const projectId = await ownProject(tx, client.id, input.project_id);
      const inserted = await insertPortalMessage(tx, {
        clientId: client.id,
        projectId,
        authorUserId: caller.userId,
        authorRole: 'agency',
        body: input.body,
        attachmentPath: null,
      });
      await noticeAgencyMessage(tx, client, await readAgencyName(tx), input.body);
      return inserted;
    });
    return { message: await toPortalMessage(db, row, storage) };
  },
});
