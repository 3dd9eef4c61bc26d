import { NO_DEMO } from '../../api/write-options';
import { useRecordWrites } from '../../query/use-record-writes';
import { inviteToPortal, linkPortalAccount, revokePortalAccess } from './calls';

/** The client's portal access writes; each answers the client, so its pages reload. */
export function usePortalAccessWrites() {
  return useRecordWrites(['clients'], (write) => ({
    invite: (clientId: string) => write(() => inviteToPortal(clientId, NO_DEMO)),
    revoke: (clientId: string) => write(() => revokePortalAccess(clientId, NO_DEMO)),
    link: (clientId: string, userId: string) =>
      write(() => linkPortalAccount(clientId, userId, NO_DEMO)),
  }));
}
