import { clientManagement } from '@atelier/shared/actions';
import { listClients } from '../../db/clients.ts';
import { implement } from '../registry.ts';
import { pageWindow } from './record-fields.ts';

/** One page of clients, searched by name, company or e-mail, with their balances. */
export const getClients = implement(clientManagement.actions.get_clients, {
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
