import type { QueryClient } from '@tanstack/react-query';
import { apiQueryOptions } from '../../query/api-query';
import { useApiQuery } from '../../query/use-api-query';
import { getLeadStats, registerLeadDemo } from './calls';
import { leadKeys } from './keys';

registerLeadDemo();

const loadStats = (signal: AbortSignal) => getLeadStats({ signal });

/** The figures above the leads list (by status, grade and source). */
export const useLeadStats = () => useApiQuery(leadKeys.stats(), loadStats);

/** The same query as `useLeadStats`, asked for ahead (a sidebar link hovered). */
export const prefetchLeadStats = (client: Pick<QueryClient, 'prefetchQuery'>) =>
  client.prefetchQuery(apiQueryOptions(leadKeys.stats(), loadStats));
