import { getOverview, registerOverviewDemo } from '@atelier/shared';
import { useServerQuery } from '../../common/use-server-query';

/**
 * The dashboard's one request. Demo figures are registered with this page, and the call waits
 * for them, so a server that cannot answer finds them ready.
 */
const demoReady = registerOverviewDemo().catch((error: unknown) => {
  console.warn('[remote-admin] the demo overview could not be loaded', error);
});

export const useOverview = () =>
  useServerQuery('dashboard:overview', async (signal) => {
    await demoReady;
    return await getOverview({ signal });
  });
