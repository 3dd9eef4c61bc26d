import { clientPortal } from '@atelier/shared/actions';
import { listPortalFiles } from '../../db/portal-files.ts';
import { implement } from '../registry.ts';
import { ownProject, toPortalFiles } from './exchange-view.ts';
import { portalClient } from './portal-client.ts';

/** The files of the caller's folder (one project's when given), newest first, each signed. */
export const getFiles = implement(clientPortal.actions.get_files, {
  handler: async (input, { db, caller, storage }) => {
    const client = await portalClient(db, caller);
    const projectId = await ownProject(db, client.id, input.project_id);
    const rows = await listPortalFiles(db, client.id, projectId);
    return { files: await toPortalFiles(rows, storage) };
  },
});
