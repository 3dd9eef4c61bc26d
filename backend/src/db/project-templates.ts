import type {
  ProjectTemplate,
  TemplateCategory,
  TemplateFields,
  TemplateTask,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { archiveTemplateRow, countTemplateRowUse } from './template-tables.ts';

export type { ProjectTemplate, TemplateFields };

// Archived templates are read by nothing: every query here filters them out.
const templateSelect = `
  SELECT id, name, category, description, duration_weeks, price_min_cents, price_max_cents,
         tasks, deliverables, technologies, complexity, rule_id,
         (SELECT r.name FROM invoice_rules r WHERE r.id = project_templates.rule_id) AS rule_name,
         rule_steps, usage_count, created_at, updated_at
  FROM project_templates`;

/** A task as it is stored: every key present, a missing role as null. */
const storedTasks = (tasks: readonly TemplateTask[]) =>
  JSON.stringify(
    tasks.map((task) => ({
      name: task.name,
      offset_days: task.offset_days,
      duration_days: task.duration_days,
      role: task.role ?? null,
    })),
  );

const fieldParams = (fields: TemplateFields) => [
  fields.name,
  fields.category,
  fields.description,
  fields.duration_weeks,
  fields.price_min_cents,
  fields.price_max_cents,
  storedTasks(fields.tasks),
  fields.deliverables,
  fields.technologies,
  fields.complexity,
  fields.rule_id,
  fields.rule_steps === null ? null : JSON.stringify(fields.rule_steps),
];

/** The live templates, by name; of one category when given. */
export async function listTemplates(
  q: Queryable,
  category: TemplateCategory | undefined,
): Promise<ProjectTemplate[]> {
  return await q.query<ProjectTemplate>(
    `${templateSelect}
     WHERE archived_at IS NULL AND ($1::text IS NULL OR category = $1)
     ORDER BY lower(name), id`,
    [category ?? null],
  );
}

/** The live template, or undefined (also for an archived one). */
export async function findTemplate(
  q: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ProjectTemplate | undefined> {
  const [row] = await q.query<ProjectTemplate>(
    `${templateSelect} WHERE id = $1 AND archived_at IS NULL${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

export async function insertTemplate(tx: Queryable, fields: TemplateFields): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO project_templates
       (name, category, description, duration_weeks, price_min_cents, price_max_cents, tasks,
        deliverables, technologies, complexity, rule_id, rule_steps)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::text[], $9::text[], $10, $11, $12::jsonb)
     RETURNING id`,
    fieldParams(fields),
  );
  if (!row) throw new Error('INSERT INTO project_templates returned no row');
  return row.id;
}

export async function updateTemplate(
  tx: Queryable,
  id: string,
  fields: TemplateFields,
): Promise<void> {
  await tx.query(
    `UPDATE project_templates
     SET name = $2, category = $3, description = $4, duration_weeks = $5, price_min_cents = $6,
         price_max_cents = $7, tasks = $8::jsonb, deliverables = $9::text[],
         technologies = $10::text[], complexity = $11, rule_id = $12, rule_steps = $13::jsonb,
         updated_at = now()
     WHERE id = $1`,
    [id, ...fieldParams(fields)],
  );
}

/** Archives a live template; false when there is none with this id. */
export const archiveTemplate = (tx: Queryable, id: string): Promise<boolean> =>
  archiveTemplateRow(tx, 'project_templates', id);

/** One more project made from the template. */
export const countTemplateUse = (tx: Queryable, id: string): Promise<void> =>
  countTemplateRowUse(tx, 'project_templates', id);

/** The names of the live templates that name this invoicing rule, by name. */
export async function listTemplatesNamingRule(q: Queryable, ruleId: string): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `SELECT name FROM project_templates WHERE rule_id = $1 AND archived_at IS NULL
     ORDER BY lower(name), id`,
    [ruleId],
  );
  return rows.map((row) => row.name);
}
