import { getPortalProfile, updatePortalProfile } from '@atelier/shared/api';
import type { ProfileChanges } from '@atelier/shared/contract';
import { portalKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { portalDemoReady } from './portal-demo';

/** The client's profile (an empty `update_profile` reads it, docs/portal.md). */
export const usePortalProfile = () =>
  useApiQuery(portalKeys.profile(), async (signal) => {
    await portalDemoReady;
    return await getPortalProfile({ signal });
  });

/** Saves the profile; the portal's pages reload (the overview greets the client by name). */
export function useProfileSave() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'portal');
    return (changes: ProfileChanges) => write(() => updatePortalProfile(changes));
  }, [queryClient]);
}
