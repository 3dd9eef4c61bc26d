import { callAction } from '@atelier/shared';
import { inviteToPortal, linkPortalAccount, revokePortalAccess } from '@atelier/shared/api';
import { clientKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../common/record-write';

/** Under the clients' key, so linking (a write to clients) reloads the list too. */
const accessRequestsKey = [...clientKeys.all, 'portal-access-requests'] as const;

/**
 * The client accounts waiting for a client record (docs/portal.md): loaded only while the
 * link dialog is open, never from demo data (linking one is a real write).
 */
export function usePortalAccessRequests(isOpen: boolean) {
  return useApiQuery(isOpen ? accessRequestsKey : null, (signal) =>
    callAction('client-management', 'get_portal_access_requests', {}, { signal, ...NO_DEMO }),
  );
}

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
