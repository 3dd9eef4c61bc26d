import { getPortalContracts } from '@atelier/shared/api';
import { portalKeys, useApiQuery } from '@atelier/shared/query';
import { portalDemoReady } from '../account/portal-demo';

/**
 * The contracts sent to the client, newest sent first (docs/portal.md). In demo mode the
 * sample's contracts show, and signing or downloading is refused as read-only.
 */
export const usePortalContracts = () =>
  useApiQuery(portalKeys.contracts(), async (signal) => {
    await portalDemoReady;
    return await getPortalContracts({ signal });
  });
