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
  decay_days: number | null;
  points_scale: number | null;
}

export function listScoringCriteria(q: Queryable): Promise<ScoringCriterionRow[]> {
  return q.query<ScoringCriterionRow>(
    `SELECT key, name, category, weight, combine, conditions, is_active, position, decay_days,
            points_scale
     FROM scoring_criteria ORDER BY position, key`,
  );
}

/** Serialises saves of the criteria (and the runs they start) until the transaction ends. */
export async function lockScoringCriteria(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('scoring_criteria'))`);
}

/** The criterion fields a save writes; `position` comes from the order of the list. */
export interface ScoringCriterionValues {
  key: string;
  name: string;
  category: string;
  weight: number;
  combine: string;
  conditions: unknown;
  is_active: boolean;
  /** Left out: no decay. */
  decay_days?: number | null;
  /** Null: the weight. */
  points_scale?: number | null;
}

/**
 * Makes the stored set exactly `criteria`, in this order: a key already stored keeps its row
 * (and created_at), a new key is inserted, a key left out is deleted.
 */
export async function replaceScoringCriteria(
  tx: Queryable,
  criteria: readonly ScoringCriterionValues[],
): Promise<void> {
  const keys = criteria.map((criterion) => criterion.key);
  await tx.query('DELETE FROM scoring_criteria WHERE NOT (key = ANY($1::text[]))', [keys]);
  for (const [index, criterion] of criteria.entries()) {
    await tx.query(
      `INSERT INTO scoring_criteria
         (key, name, category, weight, combine, conditions, is_active, position, decay_days,
          points_scale)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10)
       ON CONFLICT (key) DO UPDATE SET
         name = EXCLUDED.name, category = EXCLUDED.category, weight = EXCLUDED.weight,
         combine = EXCLUDED.combine, conditions = EXCLUDED.conditions,
         is_active = EXCLUDED.is_active, position = EXCLUDED.position,
         decay_days = EXCLUDED.decay_days, points_scale = EXCLUDED.points_scale,
         updated_at = now()`,
      [
        criterion.key,
        criterion.name,
        criterion.category,
        criterion.weight,
        criterion.combine,
        JSON.stringify(criterion.conditions),
        criterion.is_active,
        index + 1,
        criterion.decay_days ?? null,
        criterion.points_scale ?? null,
      ],
    );
  }
}
