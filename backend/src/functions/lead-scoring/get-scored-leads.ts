import { leadScoring } from '@atelier/shared/actions';
import {
  type LeadProjectType,
  type LeadSource,
  type LeadStatus,
  type LeadTimeline,
  leadGrade,
  type ScoredLead,
} from '@atelier/shared/contract';
import { type ScoredLeadRow, scoredLeadPage } from '../../db/scored-leads.ts';
import { pageWindow } from '../client-management/record-fields.ts';
import { type ScoringCriterion, scoreLead } from '../lead-management/scoring.ts';
import { loadScoringCriteria } from '../lead-management/scoring-criteria.ts';
import { implement } from '../registry.ts';

/**
 * One page of leads with their stored score and grade, filtered by grade (and source), sorted
 * by score, last activity, creation, name or budget; each with the per-criterion breakdown and
 * engagement points by the criteria as they are now (decaying ones faded as of now).
 */
export const getScoredLeads = implement(leadScoring.actions.get_scored_leads, {
  handler: async (input, { db }) => {
    const { total, rows } = await scoredLeadPage(db, {
      grades: input.grade,
      sources: input.source,
      sort: input.sort,
      order: input.order,
      ...pageWindow(input),
    });
    const criteria = await loadScoringCriteria(db);
    const now = new Date();
    return {
      leads: rows.map((row) => toScoredLead(row, criteria, now)),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});

function toScoredLead(
  row: ScoredLeadRow,
  criteria: readonly ScoringCriterion[],
  now: Date,
): ScoredLead {
  const { breakdown } = scoreLead(row, criteria, { now, lastActivity: row.last_activity });
  const engagement = breakdown
    .filter((item) => item.category === 'engagement')
    .reduce((sum, item) => sum + item.points, 0);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    status: row.status as LeadStatus,
    source: row.source as LeadSource,
    project_type: row.project_type as LeadProjectType | null,
    budget: row.budget,
    timeline: row.timeline as LeadTimeline | null,
    score: row.score,
    grade: leadGrade(row.score),
    engagement,
    last_activity: row.last_activity,
    created_at: row.created_at,
    breakdown,
  };
}
