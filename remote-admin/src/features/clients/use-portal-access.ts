import { inviteToPortal, revokePortalAccess } from '@atelier/shared';
import { recordWriter } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../common/record-write';

/** The client's portal access writes; each answers the client, so its pages reload. */
export function usePortalAccessWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'clients');
    return {
      invite: (clientId: string) => write(() => inviteToPortal(clientId, NO_DEMO)),
      revoke: (clientId: string) => write(() => revokePortalAccess(clientId, NO_DEMO)),
    };
  }, [queryClient]);
}
