import { fixedQuery } from '../../query/prefetchable-query';
import { getRevenueStats, registerRevenueDemo } from './calls';
import { revenueKeys } from './keys';

registerRevenueDemo();

const stats = fixedQuery(revenueKeys.stats(), (signal) => getRevenueStats({ signal }));

/** The revenue page's figures: this month, last month, the year, outstanding and overdue. */
export const useRevenueStats = stats.use;

/** The same query as `useRevenueStats`, asked for ahead (the shell, before the page opens). */
export const prefetchRevenueStats = stats.prefetch;
