import { clientPortal } from '@atelier/shared/actions';
import { upsertPortalFile } from '../../db/portal-files.ts';
import { implement } from '../registry.ts';
import { ownFile, ownProject, toPortalFile } from './exchange-view.ts';
import { portalClient } from './portal-client.ts';

/**
 * After uploading through `/storage/v1/object/client-files/<their id>/<name>`, the client
 * records the file's project (and that they uploaded it). The object must exist in their
 * folder: another client's path answers 404 like one that names nothing.
 */
export const registerFile = implement(clientPortal.actions.register_file, {
  handler: async (input, { db, caller, storage }) => {
    const client = await portalClient(db, caller);
    const row = await db.transaction(async (tx) => {
      const projectId = await ownProject(tx, client.id, input.project_id);
      const file = await ownFile(tx, client.id, input.path);
      await upsertPortalFile(tx, {
        clientId: client.id,
        projectId,
        path: file.path,
        name: file.name,
        size: file.size,
        contentType: file.type,
        uploadedByUserId: caller.userId,
      });
      return await ownFile(tx, client.id, file.path);
    });
    return { file: await toPortalFile(row, storage) };
  },
});
