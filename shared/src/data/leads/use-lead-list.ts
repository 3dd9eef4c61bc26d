import type { LeadListQuery } from '../../contract/leads';
import { listQuery } from '../../query/prefetchable-query';
import { getLeads, registerLeadDemo } from './calls';
import { leadKeys } from './keys';

registerLeadDemo();

const leadList = listQuery(leadKeys.list, getLeads);

/** One page of leads with the view's filters; the previous page stays shown while the next loads. */
export const useLeadList = leadList.use;

/** The same query as `useLeadList`, asked for ahead (a sidebar link hovered). */
export const prefetchLeadList = leadList.prefetch;

/** For the CSV export, which pages through the list on its own. */
export const fetchLeadPage = (query: LeadListQuery) => getLeads(query);
