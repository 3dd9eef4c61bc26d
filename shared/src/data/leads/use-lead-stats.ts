import { fixedQuery } from '../../query/prefetchable-query';
import { getLeadStats, registerLeadDemo } from './calls';
import { leadKeys } from './keys';

registerLeadDemo();

const stats = fixedQuery(leadKeys.stats(), (signal) => getLeadStats({ signal }));

/** The figures above the leads list (by status, grade and source). */
export const useLeadStats = stats.use;

/** The same query as `useLeadStats`, asked for ahead (a sidebar link hovered). */
export const prefetchLeadStats = stats.prefetch;
