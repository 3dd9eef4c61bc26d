import type { Queryable } from './database.ts';

/**
 * What the two template tables share: a template is archived rather than deleted (what was
 * made from it keeps working), and counts how often it was used.
 */
export type TemplateTable = 'project_templates' | 'contract_templates';

/** Archives a live template; false when there is none with this id. */
export async function archiveTemplateRow(
  tx: Queryable,
  table: TemplateTable,
  id: string,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE ${table} SET archived_at = now(), updated_at = now()
     WHERE id = $1 AND archived_at IS NULL RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** One more project or contract made from the template. */
export async function countTemplateRowUse(
  tx: Queryable,
  table: TemplateTable,
  id: string,
): Promise<void> {
  await tx.query(`UPDATE ${table} SET usage_count = usage_count + 1 WHERE id = $1`, [id]);
}
