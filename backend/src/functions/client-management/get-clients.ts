import { clientPageSchema, getClientsInput } from '@atelier/shared/contract';
import { listClients } from '../../db/clients.ts';
import { defineAction } from '../registry.ts';
import { pageWindow } from './record-fields.ts';

export { getClientsInput };

/** One page of clients, searched by name, company or e-mail, with their balances. */
export const getClients = defineAction({
  access: 'admin',
  input: getClientsInput,
  output: clientPageSchema,
  handler: async (input, { db }) => {
    const { rows, total } = await listClients(db, {
      search: input.search || undefined,
      statuses: input.status,
      sort: input.sort,
      order: input.order,
      ...pageWindow(input),
    });
    return { clients: rows, total, page: input.page, pageSize: input.pageSize };
  },
});
