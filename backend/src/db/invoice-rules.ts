import type { InvoiceRule, InvoiceRuleFields, RuleStepMoment } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

export type { InvoiceRule, InvoiceRuleFields };

// amount is numeric(16,2): read as float8 so both drivers answer a number, not a string.
const ruleSelect = `
  SELECT r.id, r.name, r.trigger, r.condition, r.amount_type, r.amount::float8 AS amount,
         r.description, r.is_active, r.schedule, r.due_days, r.send_mode, r.reminders,
         (SELECT count(*)::int FROM project_invoice_rules p WHERE p.rule_id = r.id)
           AS "projectsUsed",
         r.created_at, r.updated_at
  FROM invoice_rules r`;

const fieldParams = (fields: InvoiceRuleFields) => [
  fields.name,
  fields.trigger,
  fields.condition,
  fields.amount_type,
  fields.amount,
  fields.description,
  fields.is_active,
  fields.schedule === null ? null : JSON.stringify(fields.schedule),
  fields.due_days,
  fields.send_mode,
  fields.reminders === null ? null : JSON.stringify(fields.reminders),
];

/** Every rule by name (a handful: no paging). */
export async function listInvoiceRules(q: Queryable): Promise<InvoiceRule[]> {
  return await q.query<InvoiceRule>(`${ruleSelect} ORDER BY lower(r.name), r.id`);
}

/** The rule, or undefined; `lock` holds it until the transaction ends. */
export async function findInvoiceRule(
  q: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<InvoiceRule | undefined> {
  const [row] = await q.query<InvoiceRule>(
    `${ruleSelect} WHERE r.id = $1${options.lock ? ' FOR UPDATE OF r' : ''}`,
    [id],
  );
  return row;
}

export async function insertInvoiceRule(tx: Queryable, fields: InvoiceRuleFields): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO invoice_rules
       (name, trigger, condition, amount_type, amount, description, is_active, schedule,
        due_days, send_mode, reminders)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11::jsonb)
     RETURNING id`,
    fieldParams(fields),
  );
  if (!row) throw new Error('INSERT INTO invoice_rules returned no row');
  return row.id;
}

export async function updateInvoiceRule(
  tx: Queryable,
  id: string,
  fields: InvoiceRuleFields,
): Promise<void> {
  await tx.query(
    `UPDATE invoice_rules
     SET name = $2, trigger = $3, condition = $4, amount_type = $5, amount = $6,
         description = $7, is_active = $8, schedule = $9::jsonb, due_days = $10,
         send_mode = $11, reminders = $12::jsonb, updated_at = now()
     WHERE id = $1`,
    [id, ...fieldParams(fields)],
  );
}

/** Deletes the rule; callers check first that no project uses it (the FK refuses otherwise). */
export async function deleteInvoiceRule(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM invoice_rules WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

/** Attaches the rule to the project; attaching it again changes nothing. */
export async function attachInvoiceRule(
  tx: Queryable,
  ruleId: string,
  projectId: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO project_invoice_rules (project_id, rule_id) VALUES ($1, $2)
     ON CONFLICT (project_id, rule_id) DO NOTHING`,
    [projectId, ruleId],
  );
}

/** The moments chosen for the rule's steps on the project (null: the default ones). */
export async function findStepMoments(
  q: Queryable,
  ruleId: string,
  projectId: string,
): Promise<RuleStepMoment[] | null> {
  const [row] = await q.query<{ step_moments: RuleStepMoment[] | null }>(
    'SELECT step_moments FROM project_invoice_rules WHERE rule_id = $1 AND project_id = $2',
    [ruleId, projectId],
  );
  return row?.step_moments ?? null;
}

export async function setStepMoments(
  tx: Queryable,
  ruleId: string,
  projectId: string,
  moments: readonly RuleStepMoment[],
): Promise<void> {
  await tx.query(
    `UPDATE project_invoice_rules SET step_moments = $3::jsonb
     WHERE rule_id = $1 AND project_id = $2`,
    [ruleId, projectId, JSON.stringify(moments)],
  );
}
