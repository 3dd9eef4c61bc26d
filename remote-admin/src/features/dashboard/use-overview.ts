import { getOverview, registerOverviewDemo } from '@atelier/shared/api';
import { overviewKeys, useApiQuery } from '@atelier/shared/query';

/**
 * The dashboard's one request. Demo figures are registered with this page, and the call waits
 * for them, so a server that cannot answer finds them ready. Writes anywhere (a payment here,
 * an event in the shell's calendar) invalidate it through the shared cache.
 */
const demoReady = registerOverviewDemo().catch((error: unknown) => {
  console.warn('[remote-admin] the demo overview could not be loaded', error);
});

export const useOverview = () =>
  useApiQuery(overviewKeys.dashboard(), async (signal) => {
    await demoReady;
    return await getOverview({ signal });
  });
