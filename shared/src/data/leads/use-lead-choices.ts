import type { LeadListQuery } from '../../contract/leads';
import { useApiQuery } from '../../query/use-api-query';
import { getLeads, registerLeadDemo } from './calls';
import { leadKeys } from './keys';

registerLeadDemo();

/**
 * The leads a form can choose from (a proposal's addressee), as `query` lists them. Where the
 * site allows the demo and the server cannot answer, the demo's leads, as on the leads page
 * (before, the picker had them only once that page had registered them in the session).
 */
export function useLeadChoices(query: LeadListQuery) {
  return useApiQuery(leadKeys.list(query), (signal) => getLeads(query, { signal }));
}
