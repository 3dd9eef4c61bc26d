import { useApiQuery } from '../../query/use-api-query';
import { getMonthlyRevenue, registerRevenueDemo } from './calls';
import { revenueKeys } from './keys';

registerRevenueDemo();

/** The revenue of each of the last months, for the chart. */
export const useMonthlyRevenue = () =>
  useApiQuery(revenueKeys.monthly(), (signal) => getMonthlyRevenue({ signal }));
