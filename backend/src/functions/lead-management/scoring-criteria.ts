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

/** `decay_days` is left out when the criterion does not decay, as the editor may send it. */
function parseStoredCriterion({ decay_days, ...row }: ScoringCriterionRow): ScoringCriterion {
  const parsed = scoringCriterionSchema.safeParse(
    decay_days === null ? row : { ...row, decay_days },
  );
  if (!parsed.success) {
    throw new Error(`Scoring criterion "${row.key}" is malformed: ${parsed.error.message}`);
  }
  return parsed.data;
}
