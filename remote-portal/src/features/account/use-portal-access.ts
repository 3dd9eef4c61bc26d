import { getPortalOverview } from '@atelier/shared/api';
import { portalKeys, useApiQuery } from '@atelier/shared/query';
import { portalDemoReady } from './portal-demo';

/**
 * The overview, which every portal page's access check shares through the cache: a client
 * whose account is not linked learns it from this one call. Nothing loads while `isEnabled`
 * is false (an administrator, whom `client-portal` refuses).
 */
export const usePortalOverview = (isEnabled = true) =>
  useApiQuery(isEnabled ? portalKeys.overview() : null, async (signal) => {
    await portalDemoReady;
    return await getPortalOverview({ signal });
  });
