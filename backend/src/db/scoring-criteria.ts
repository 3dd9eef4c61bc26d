import type { Queryable } from './database.ts';

/** A `scoring_criteria` row as stored; `conditions` is checked by the scoring module. */
export interface ScoringCriterionRow {
  key: string;
  name: string;
  category: string;
  weight: number;
  combine: string;
  conditions: unknown;
  is_active: boolean;
  position: number;
}

export function listScoringCriteria(q: Queryable): Promise<ScoringCriterionRow[]> {
  return q.query<ScoringCriterionRow>(
    `SELECT key, name, category, weight, combine, conditions, is_active, position
     FROM scoring_criteria ORDER BY position, key`,
  );
}
