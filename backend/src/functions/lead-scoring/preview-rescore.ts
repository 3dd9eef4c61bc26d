import { leadScoring } from '@atelier/shared/actions';
import { leadGrade, type RescoreSample } from '@atelier/shared/contract';
import { withPointScales } from '@atelier/shared/records';
import { allLeadFacts } from '../../db/scored-leads.ts';
import { listScoringCriteria } from '../../db/scoring-criteria.ts';
import { scoreLead } from '../lead-management/scoring.ts';
import { implement } from '../registry.ts';

/** Leads shown in the preview's sample. */
export const PREVIEW_SAMPLE_SIZE = 10;

/**
 * What saving `criteria` would do, saving nothing: how many leads change grade (from their
 * stored score to the score under the proposed criteria) and up to 10 of them, the largest
 * moves first. Same rules as save_criteria. Decaying criteria fade as of now, as the run would.
 */
export const previewRescore = implement(leadScoring.actions.preview_rescore, {
  handler: async (input, { db }) => {
    // Scored as the save would store them: a changed weight scales its conditions.
    const criteria = withPointScales(input.criteria, await listScoringCriteria(db));
    const leads = await allLeadFacts(db);
    const now = new Date();
    const moved: RescoreSample[] = [];
    for (const lead of leads) {
      const { score } = scoreLead(lead, criteria, { now, lastActivity: lead.last_activity });
      const before = leadGrade(lead.score);
      const after = leadGrade(score);
      if (before === after) continue;
      moved.push({
        id: lead.id,
        name: lead.name,
        score_before: lead.score,
        score_after: score,
        grade_before: before,
        grade_after: after,
      });
    }
    const sample = moved
      .sort(
        (a, b) =>
          Math.abs(b.score_after - b.score_before) - Math.abs(a.score_after - a.score_before) ||
          a.name.localeCompare(b.name),
      )
      .slice(0, PREVIEW_SAMPLE_SIZE);
    return { changed: moved.length, total: leads.length, sample };
  },
});
