import { useApiQuery } from '../../query/use-api-query';
import { getClientMessages } from './calls';
import { clientKeys } from './keys';

/** The client's portal conversation, oldest first (docs/portal.md, admin side). */
export function useClientMessages(clientId: string) {
  return useApiQuery(clientKeys.messages(clientId), (signal) =>
    getClientMessages(clientId, { signal }),
  );
}
