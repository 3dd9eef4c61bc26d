import type { QueryClient } from '@tanstack/react-query';
import { apiQueryOptions } from '../../query/api-query';
import { useApiQuery } from '../../query/use-api-query';
import { getRevenueStats, registerRevenueDemo } from './calls';
import { revenueKeys } from './keys';

registerRevenueDemo();

const loadStats = (signal: AbortSignal) => getRevenueStats({ signal });

/** The revenue page's figures: this month, last month, the year, outstanding and overdue. */
export const useRevenueStats = () => useApiQuery(revenueKeys.stats(), loadStats);

/** The same query as `useRevenueStats`, asked for ahead (the shell, before the page opens). */
export const prefetchRevenueStats = (client: QueryClient) =>
  client.prefetchQuery(apiQueryOptions(revenueKeys.stats(), loadStats));
