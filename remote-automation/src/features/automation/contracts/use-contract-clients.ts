import type { ClientListQuery } from '@atelier/shared';
import { useClientList } from '@atelier/shared/data/clients';

/**
 * What the Contracts tab reads of another feature: the agency's clients. The tab's own data is
 * `@atelier/shared/data/contracts`.
 */
const CLIENT_CHOICES: ClientListQuery = { sort: 'name', order: 'asc', pageSize: 100 };

/** The agency's clients A–Z (the first 100), to filter contracts by or draw one up for. */
export const useContractClients = () => useClientList(CLIENT_CHOICES);
