import { useApiQuery } from '../../query/use-api-query';
import { getPortalProfile, registerPortalDemo } from './calls';
import { portalKeys } from './keys';

registerPortalDemo();

/** The client's profile (an empty `update_profile` reads it, docs/portal.md). */
export const usePortalProfile = () =>
  useApiQuery(portalKeys.profile(), (signal) => getPortalProfile({ signal }));
