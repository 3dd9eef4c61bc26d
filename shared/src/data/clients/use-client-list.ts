import type { ClientListQuery } from '../../contract/clients';
import { useApiQuery } from '../../query/use-api-query';
import { getClients } from './calls';
import { clientKeys } from './keys';

/** One page of clients with the view's filters; the previous page stays shown while the next loads. */
export function useClientList(query: ClientListQuery) {
  return useApiQuery(clientKeys.list(query), (signal) => getClients(query, { signal }), {
    keepPreviousData: true,
  });
}
