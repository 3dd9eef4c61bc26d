import { clientManagement } from '@atelier/shared/actions';
import { listPortalFiles } from '../../db/portal-files.ts';
import { findMessageClient } from '../../db/portal-messages.ts';
import { ownProject, toPortalFiles } from '../client-portal/exchange-view.ts';
import { implement } from '../registry.ts';
import { clientNotFound } from './client-view.ts';

/** A client's shared files in the shape of the portal's get_files, for the client's page. */
export const getClientFiles = implement(clientManagement.actions.get_client_files, {
  handler: async (input, { db, storage }) => {
    const client = await findMessageClient(db, input.client_id);
    if (!client) throw clientNotFound();
    const projectId = await ownProject(db, client.id, input.project_id);
    const rows = await listPortalFiles(db, client.id, projectId);
    return { files: await toPortalFiles(rows, storage) };
  },
});
