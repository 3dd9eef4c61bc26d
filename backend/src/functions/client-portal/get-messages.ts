import { clientPortal } from '@atelier/shared/actions';
import { PORTAL_MESSAGES_SHOWN } from '@atelier/shared/contract';
import { listPortalMessages, markPortalMessagesRead } from '../../db/portal-messages.ts';
import { implement } from '../registry.ts';
import { ownProject, toPortalMessages } from './exchange-view.ts';
import { portalClient } from './portal-client.ts';

/**
 * The caller's conversation with the agency (one project's when given): the latest messages,
 * oldest first. Reading it marks the agency's messages read.
 */
export const getMessages = implement(clientPortal.actions.get_messages, {
  handler: async (input, { db, caller, storage }) => {
    const client = await portalClient(db, caller);
    const projectId = await ownProject(db, client.id, input.project_id);
    const rows = await db.transaction(async (tx) => {
      const latest = await listPortalMessages(tx, client.id, projectId, PORTAL_MESSAGES_SHOWN);
      await markPortalMessagesRead(tx, client.id, 'agency', projectId);
      return latest;
    });
    return { messages: await toPortalMessages(db, rows, storage) };
  },
});
