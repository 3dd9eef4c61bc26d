import {
  type ApiResult,
  type ClientChanges,
  createClient,
  deleteClient,
  getClient,
  getClients,
  type NewClient,
  updateClient,
} from '@atelier/shared';
import { invalidateServerQueries, useServerQuery } from '../../common/use-server-query';
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

/**
 * Runs a write without demo data (a failed save must show, never be faked); when it
 * succeeds, everything shown is loaded again.
 */
export async function recordWrite<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await call();
  if (result.success) invalidateServerQueries();
  return result;
}

const noDemo = { demoFallback: false };

export const clientWrites = {
  create: (client: NewClient) => recordWrite(() => createClient(client, noDemo)),
  update: (changes: ClientChanges) => recordWrite(() => updateClient(changes, noDemo)),
  remove: (id: string) => recordWrite(() => deleteClient(id, noDemo)),
};
