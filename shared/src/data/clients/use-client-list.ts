import { listQuery } from '../../query/prefetchable-query';
import { getClients } from './calls';
import { clientKeys } from './keys';

const clientList = listQuery(clientKeys.list, getClients);

/** One page of clients with the view's filters; the previous page stays shown while the next loads. */
export const useClientList = clientList.use;

/** The same query as `useClientList`, asked for ahead (a sidebar link hovered). */
export const prefetchClientList = clientList.prefetch;
