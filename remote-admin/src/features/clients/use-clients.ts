import {
  type ClientChanges,
  createClient,
  deleteClient,
  getClient,
  getClients,
  type NewClient,
  updateClient,
} from '@atelier/shared';
import { NO_DEMO, recordWrite } from '../../common/record-write';
import { useServerQuery } from '../../common/use-server-query';
import { type ClientFilters, toClientListQuery } from './client-filters';

export function useClientList(filters: ClientFilters) {
  const query = toClientListQuery(filters);
  return useServerQuery(
    `clients:${JSON.stringify(query)}`,
    (signal) => getClients(query, { signal }),
    { keepPreviousData: true },
  );
}

export function useClientDetail(id: string | null) {
  return useServerQuery(id === null ? null : `client:${id}`, (signal) =>
    getClient(id ?? '', { signal }),
  );
}

export const clientWrites = {
  create: (client: NewClient) => recordWrite(() => createClient(client, NO_DEMO)),
  update: (changes: ClientChanges) => recordWrite(() => updateClient(changes, NO_DEMO)),
  remove: (id: string) => recordWrite(() => deleteClient(id, NO_DEMO)),
};
