import { clientManagement } from '@atelier/shared/actions';
import { clientDependants, lockClient, deleteClient as removeClient } from '../../db/clients.ts';
import { conflict } from '../../errors.ts';
import { implement } from '../registry.ts';
import { clientNotFound } from './client-view.ts';
import { isUuid } from './record-fields.ts';

/** Deletes a client that has no records; one with history is set inactive instead (409). */
export const deleteClient = implement(clientManagement.actions.delete_client, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw clientNotFound();
    await db.transaction(async (tx) => {
      if (!(await lockClient(tx, id))) throw clientNotFound();
      const dependants = await clientDependants(tx, id);
      const held = Object.entries(dependants)
        .filter(([, count]) => count > 0)
        .map(([kind]) => kind);
      if (held.length > 0) {
        throw conflict(
          'client_has_records',
          `This client has ${held.join(', ')}; set it inactive instead of deleting it`,
          { records: held.join(',') },
        );
      }
      await removeClient(tx, id);
    });
    return {};
  },
});
