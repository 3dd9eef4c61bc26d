import type { Queryable } from './database.ts';

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `$n` placeholders for a query built piece by piece. */
export function sqlParams() {
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, param };
}

/**
 * `UPDATE <table> SET <columns>, updated_at = now() WHERE id = $1`, the values taken from
 * `values` by column name. Table and column names come from code, never from a request.
 */
export async function updateColumns<T extends object>(
  q: Queryable,
  table: string,
  id: string,
  columns: readonly (keyof T & string)[],
  values: T,
  returning?: string,
): Promise<Record<string, unknown>[]> {
  const assignments = columns.map((column, index) => `${column} = $${index + 2}`);
  return await q.query(
    `UPDATE ${table} SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1${
      returning ? ` RETURNING ${returning}` : ''
    }`,
    [id, ...columns.map((column) => values[column])],
  );
}

/**
 * `INSERT INTO <table> (<columns>, created_by)` returning the new id; `created_by` is kept only
 * when that user still exists (an admin deleted mid-request leaves it empty).
 */
export async function insertWithCreator<T extends object>(
  tx: Queryable,
  table: string,
  columns: readonly (keyof T & string)[],
  values: T,
  createdBy: string | null,
): Promise<string> {
  const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ');
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO ${table} (${columns.join(', ')}, created_by)
     VALUES (${placeholders}, (SELECT id FROM users WHERE id = $${columns.length + 1}))
     RETURNING id`,
    [...columns.map((column) => values[column]), createdBy],
  );
  if (!row) throw new Error(`INSERT INTO ${table} returned no row`);
  return row.id;
}
