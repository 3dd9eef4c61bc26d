import { fixedQuery } from '../../query/prefetchable-query';
import { getMonthlyRevenue, registerRevenueDemo } from './calls';
import { revenueKeys } from './keys';

registerRevenueDemo();

const monthly = fixedQuery(revenueKeys.monthly(), (signal) => getMonthlyRevenue({ signal }));

/** The revenue of each of the last months, for the chart. */
export const useMonthlyRevenue = monthly.use;

/** The same query as `useMonthlyRevenue`, asked for ahead (the shell, before the page opens). */
export const prefetchMonthlyRevenue = monthly.prefetch;
