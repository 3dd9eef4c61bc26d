import type { StoredScoringCriterion } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { listScoringCriteria, type ScoringCriterionRow } from '../../db/scoring-criteria.ts';
import { type ScoringCriterion, scoringCriterionSchema } from './scoring.ts';

/** The criteria as stored, checked: a malformed row is a bug to surface, not to score with. */
export async function loadScoringCriteria(q: Queryable): Promise<ScoringCriterion[]> {
  const rows = await listScoringCriteria(q);
  return rows.map(parseStoredCriterion);
}

/** The same, each with its position (the criteria editor shows and reorders them). */
export async function loadStoredCriteria(q: Queryable): Promise<StoredScoringCriterion[]> {
  const rows = await listScoringCriteria(q);
  return rows.map((row) => ({ ...parseStoredCriterion(row), position: row.position }));
}

/**
 * `decay_days` is left out when the criterion does not decay, as the editor may send it;
 * `points_scale` when it is the weight (it only differs once a save changed the weight).
 */
function parseStoredCriterion({
  decay_days,
  points_scale,
  ...row
}: ScoringCriterionRow): ScoringCriterion {
  const parsed = scoringCriterionSchema.safeParse({
    ...row,
    ...(decay_days === null ? {} : { decay_days }),
    ...(points_scale === null || points_scale === row.weight ? {} : { points_scale }),
  });
  if (!parsed.success) {
    throw new Error(`Scoring criterion "${row.key}" is malformed: ${parsed.error.message}`);
  }
  return parsed.data;
}
