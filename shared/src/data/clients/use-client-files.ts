import { useApiQuery } from '../../query/use-api-query';
import { getClientFiles } from './calls';
import { clientKeys } from './keys';

/** The files of the client's portal folder, each with a signed download URL. */
export function useClientFiles(clientId: string) {
  return useApiQuery(clientKeys.files(clientId), (signal) => getClientFiles(clientId, { signal }));
}
