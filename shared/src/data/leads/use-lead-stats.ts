import { useApiQuery } from '../../query/use-api-query';
import { getLeadStats, registerLeadDemo } from './calls';
import { leadKeys } from './keys';

registerLeadDemo();

/** The figures above the leads list (by status, grade and source). */
export const useLeadStats = () =>
  useApiQuery(leadKeys.stats(), (signal) => getLeadStats({ signal }));
