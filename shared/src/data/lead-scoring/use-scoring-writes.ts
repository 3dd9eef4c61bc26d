import { NO_DEMO } from '../../api/write-options';
import type { ScoringCriterion } from '../../contract/lead-scoring';
import { useRecordWrites } from '../../query/use-record-writes';
import { previewRescore, registerLeadScoringDemo, saveScoringCriteria } from './calls';
import { scoringKeys } from './keys';

registerLeadScoringDemo();

/**
 * The criteria editor's preview and save. No write domain: saving invalidates nothing, it puts
 * the server's answer into the cache.
 */
export function useScoringWrites() {
  return useRecordWrites([], (_write, { queryClient }) => ({
    /** What saving would change; nothing is stored, so the demo may answer it. */
    preview: (criteria: ScoringCriterion[]) => previewRescore(criteria),
    /** Stores the set; the new run goes into the cache at once, so its polling starts. */
    save: async (criteria: ScoringCriterion[]) => {
      const result = await saveScoringCriteria(criteria, NO_DEMO);
      if (result.success) {
        queryClient.setQueryData(scoringKeys.criteria(), {
          success: true,
          criteria: result.criteria,
          run: result.run,
        });
        queryClient.setQueryData(scoringKeys.run(), { success: true, run: result.run });
      }
      return result;
    },
  }));
}
