import { useApiQuery } from '../../query/use-api-query';
import { getPortalOverview, registerPortalDemo } from './calls';
import { portalKeys } from './keys';

registerPortalDemo();

/**
 * The overview, which every portal page's access check shares through the cache: a client
 * whose account is not linked learns it from this one call. Nothing loads while `isEnabled`
 * is false (an administrator, whom `client-portal` refuses).
 */
export const usePortalOverview = (isEnabled = true) =>
  useApiQuery(isEnabled ? portalKeys.overview() : null, (signal) => getPortalOverview({ signal }));
