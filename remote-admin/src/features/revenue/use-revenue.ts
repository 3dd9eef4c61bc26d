import {
  getMonthlyRevenue,
  getPayments,
  getRevenueStats,
  registerRevenueDemo,
} from '@atelier/shared';
import { useServerQuery } from '../../common/use-server-query';

/**
 * Data of the revenue page. Demo figures are registered here, so they load only with this
 * page; every call waits for them, so a server that cannot answer finds them ready.
 */
const demoReady = registerRevenueDemo().catch((error: unknown) => {
  console.warn('[remote-admin] demo revenue could not be loaded', error);
});

async function whenDemoReady<T>(call: () => Promise<T>): Promise<T> {
  await demoReady;
  return await call();
}

export const RECENT_PAYMENTS = 10;

export const useRevenueStats = () =>
  useServerQuery('revenue:stats', (signal) => whenDemoReady(() => getRevenueStats({ signal })));

export const useMonthlyRevenue = () =>
  useServerQuery('revenue:monthly', (signal) => whenDemoReady(() => getMonthlyRevenue({ signal })));

export const useRecentPayments = () =>
  useServerQuery('revenue:recent', (signal) =>
    getPayments(
      { sort: 'payment_date', order: 'desc', page: 1, pageSize: RECENT_PAYMENTS },
      { signal },
    ),
  );
