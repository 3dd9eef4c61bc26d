import type { LeadListQuery } from '../../contract/leads';
import { useApiQuery } from '../../query/use-api-query';
import { getLeads } from './calls';
import { leadKeys } from './keys';

/**
 * The leads a form can choose from (a proposal's addressee), as `query` lists them. This file
 * does not call `registerLeadDemo()`, as the proposal form's picker never did: it falls back
 * to the demo leads only once a leads page has registered them, as before it moved here.
 */
export function useLeadChoices(query: LeadListQuery) {
  return useApiQuery(leadKeys.list(query), (signal) => getLeads(query, { signal }));
}
