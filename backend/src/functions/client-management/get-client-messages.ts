import { clientManagement } from '@atelier/shared/actions';
import { PORTAL_MESSAGES_SHOWN } from '@atelier/shared/contract';
import {
  findMessageClient,
  listPortalMessages,
  markPortalMessagesRead,
} from '../../db/portal-messages.ts';
import { ownProject, toPortalMessages } from '../client-portal/exchange-view.ts';
import { implement } from '../registry.ts';
import { clientNotFound } from './client-view.ts';

/**
 * A client's portal conversation as the agency sees it on the client's page (docs/portal.md):
 * the latest messages, oldest first; reading it marks the client's messages read.
 */
export const getClientMessages = implement(clientManagement.actions.get_client_messages, {
  handler: async (input, { db, storage }) => {
    const client = await findMessageClient(db, input.client_id);
    if (!client) throw clientNotFound();
    const projectId = await ownProject(db, client.id, input.project_id);
    const rows = await db.transaction(async (tx) => {
      const latest = await listPortalMessages(tx, client.id, projectId, PORTAL_MESSAGES_SHOWN);
      await markPortalMessagesRead(tx, client.id, 'client', projectId);
      return latest;
    });
    return { messages: await toPortalMessages(db, rows, storage) };
  },
});
