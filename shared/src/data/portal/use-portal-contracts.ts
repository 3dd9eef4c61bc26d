import { useApiQuery } from '../../query/use-api-query';
import { getPortalContracts, registerPortalDemo } from './calls';
import { portalKeys } from './keys';

registerPortalDemo();

/**
 * The contracts sent to the client, newest sent first (docs/portal.md). In demo mode the
 * sample's contracts show, and signing or downloading is refused as read-only.
 */
export const usePortalContracts = () =>
  useApiQuery(portalKeys.contracts(), (signal) => getPortalContracts({ signal }));
