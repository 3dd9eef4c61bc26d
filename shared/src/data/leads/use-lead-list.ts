import type { LeadListQuery } from '../../contract/leads';
import { useApiQuery } from '../../query/use-api-query';
import { getLeads, registerLeadDemo } from './calls';
import { leadKeys } from './keys';

registerLeadDemo();

/** One page of leads with the view's filters; the previous page stays shown while the next loads. */
export function useLeadList(query: LeadListQuery) {
  return useApiQuery(leadKeys.list(query), (signal) => getLeads(query, { signal }), {
    keepPreviousData: true,
  });
}

/** For the CSV export, which pages through the list on its own. */
export const fetchLeadPage = (query: LeadListQuery) => getLeads(query);
