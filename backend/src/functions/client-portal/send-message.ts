import { clientPortal } from '@atelier/shared/actions';
import { insertPortalMessage } from '../../db/portal-messages.ts';
import { implement } from '../registry.ts';
import { ownFile, ownProject, toPortalMessage } from './exchange-view.ts';
import { noticeClientMessage } from './message-notices.ts';
import { portalClient } from './portal-client.ts';

/**
 * The caller writes to the agency, optionally about one of their projects and with one of
 * their files attached (uploaded to `client-files/<their id>/` first); the admins are told.
 */
export const sendMessage = implement(clientPortal.actions.send_message, {
  handler: async (input, { db, caller, storage }) => {
    const client = await portalClient(db, caller);
    const row = await db.transaction(async (tx) => {
      const projectId = await ownProject(tx, client.id, input.project_id);
      const attachment = input.attachment_path
        ? (await ownFile(tx, client.id, input.attachment_path)).path
        : null;
      const inserted = await insertPortalMessage(tx, {
        clientId: client.id,
        projectId,
        authorUserId: caller.userId,
        authorRole: 'client',
        body: input.body,
        attachmentPath: attachment,
      });
      await noticeClientMessage(tx, client, input.body);
      return inserted;
    });
    return { message: await toPortalMessage(db, row, storage) };
  },
});
