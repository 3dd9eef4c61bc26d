import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../api/write-options';
import { recordWriter } from '../../query/invalidate';
import { inviteToPortal, linkPortalAccount, revokePortalAccess } from './calls';

/** The client's portal access writes; each answers the client, so its pages reload. */
export function usePortalAccessWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'clients');
    return {
      invite: (clientId: string) => write(() => inviteToPortal(clientId, NO_DEMO)),
      revoke: (clientId: string) => write(() => revokePortalAccess(clientId, NO_DEMO)),
      link: (clientId: string, userId: string) =>
        write(() => linkPortalAccount(clientId, userId, NO_DEMO)),
    };
  }, [queryClient]);
}
