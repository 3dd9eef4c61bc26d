import {
  getMonthlyRevenue,
  getPayments,
  getRevenueStats,
  registerRevenueDemo,
} from '@atelier/shared/api';
import { paymentKeys, revenueKeys, useApiQuery } from '@atelier/shared/query';

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

const RECENT_QUERY = {
  sort: 'payment_date',
  order: 'desc',
  page: 1,
  pageSize: RECENT_PAYMENTS,
} as const;

export const useRevenueStats = () =>
  useApiQuery(revenueKeys.stats(), (signal) => whenDemoReady(() => getRevenueStats({ signal })));

export const useMonthlyRevenue = () =>
  useApiQuery(revenueKeys.monthly(), (signal) =>
    whenDemoReady(() => getMonthlyRevenue({ signal })),
  );

/** The newest payments: a page of the payment list, refreshed with every payment written. */
export const useRecentPayments = () =>
  useApiQuery(paymentKeys.list(RECENT_QUERY), (signal) => getPayments(RECENT_QUERY, { signal }));
