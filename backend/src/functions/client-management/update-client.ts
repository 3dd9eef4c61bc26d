import { clientManagement } from '@atelier/shared/actions';
import { findClient, lockClient, updateClient as writeClient } from '../../db/clients.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { checkClientFields, rethrowEmailRace } from './client-fields.ts';
import { clientNotFound, findClientView } from './client-view.ts';
import { definedOnly, isUuid } from './record-fields.ts';

/** Only the fields sent change; null clears an optional one. */
export const updateClient = implement(clientManagement.actions.update_client, {
  handler: async ({ id, ...changes }, { db }) => {
    if (!isUuid(id)) throw clientNotFound();
    const client = await db
      .transaction(async (tx) => {
        if (!(await lockClient(tx, id))) throw clientNotFound();
        const current = await findClient(tx, id);
        if (!current) throw clientNotFound();
        const fields = { ...current, ...definedOnly(changes) };
        await checkClientFields(tx, fields, id);
        await writeClient(tx, id, fields);
        return readBack(await findClientView(tx, id), `Client ${id}`);
      })
      .catch(rethrowEmailRace);
    return { client };
  },
});
