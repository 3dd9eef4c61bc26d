import type { ScoredLeadQuery } from '../../contract/lead-scoring';
import { useApiQuery } from '../../query/use-api-query';
import { getScoredLeads, registerLeadScoringDemo } from './calls';
import { scoringKeys } from './keys';

registerLeadScoringDemo();

/** One page of scored leads; the previous page stays shown while the next loads. */
export function useScoredLeads(query: ScoredLeadQuery) {
  return useApiQuery(scoringKeys.leads(query), (signal) => getScoredLeads(query, { signal }), {
    keepPreviousData: true,
  });
}
