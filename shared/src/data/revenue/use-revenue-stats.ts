import { useApiQuery } from '../../query/use-api-query';
import { getRevenueStats, registerRevenueDemo } from './calls';
import { revenueKeys } from './keys';

registerRevenueDemo();

/** The revenue page's figures: this month, last month, the year, outstanding and overdue. */
export const useRevenueStats = () =>
  useApiQuery(revenueKeys.stats(), (signal) => getRevenueStats({ signal }));
