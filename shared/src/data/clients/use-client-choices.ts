import type { CallOptions } from '../../api/call-function';
import type { Client, ClientListQuery } from '../../contract/clients';
import { useApiQuery } from '../../query/use-api-query';
import { getClients } from './calls';
import { clientKeys } from './keys';

/** A client as a form's choice names it: "Jane Doe (Studio Doe)". */
export const clientChoiceLabel = (client: Pick<Client, 'name' | 'company'>): string =>
  client.company ? `${client.name} (${client.company})` : client.name;

/**
 * The clients a form can choose from, A–Z, narrowed by what the admin typed (the first 100),
 * the last list kept while the next one loads. `options` go with the call (no demo answer).
 */
export function useClientChoices(search: string, options: CallOptions = {}) {
  const text = search.trim();
  const query: ClientListQuery = {
    sort: 'name',
    order: 'asc',
    pageSize: 100,
    ...(text ? { search: text } : {}),
  };
  return useApiQuery(
    clientKeys.list(query),
    (signal) => getClients(query, { ...options, signal }),
    { keepPreviousData: true },
  );
}
