import type { QueryClient } from '@tanstack/react-query';
import { apiQueryOptions } from '../../query/api-query';
import { useApiQuery } from '../../query/use-api-query';
import { getMonthlyRevenue, registerRevenueDemo } from './calls';
import { revenueKeys } from './keys';

registerRevenueDemo();

const loadMonthly = (signal: AbortSignal) => getMonthlyRevenue({ signal });

/** The revenue of each of the last months, for the chart. */
export const useMonthlyRevenue = () => useApiQuery(revenueKeys.monthly(), loadMonthly);

/** The same query as `useMonthlyRevenue`, asked for ahead (the shell, before the page opens). */
export const prefetchMonthlyRevenue = (client: QueryClient) =>
  client.prefetchQuery(apiQueryOptions(revenueKeys.monthly(), loadMonthly));
