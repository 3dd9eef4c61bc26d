import type { InvoiceStatus } from '@atelier/shared/records';
import type { Queryable } from './database.ts';
import type { BillingRule } from './invoice-generations.ts';

/**
 * What get_project shows of a project's invoicing (docs/automation.md "Steps and their
 * moments"): the rules attached to it, paused ones too, and the invoices each has generated on
 * it, by trigger key.
 */
export interface AttachedRule extends BillingRule {
  attached_at: string;
}

export async function listAttachedRules(q: Queryable, projectId: string): Promise<AttachedRule[]> {
  return await q.query<AttachedRule>(
    `SELECT r.id, r.name, r.trigger, r.amount_type, r.amount::float8 AS amount, r.is_active,
            r.schedule, r.due_days, r.send_mode, p.step_moments, p.attached_at
     FROM project_invoice_rules p JOIN invoice_rules r ON r.id = p.rule_id
     WHERE p.project_id = $1
     ORDER BY p.attached_at, r.id`,
    [projectId],
  );
}

export interface GenerationOnProject {
  trigger_key: string;
  amount_cents: number;
  /** Null once the invoice was deleted (its key still stops a second invoice). */
  invoice: { id: string; number: string | null; status: InvoiceStatus } | null;
}

export async function listProjectGenerations(
  q: Queryable,
  projectId: string,
): Promise<GenerationOnProject[]> {
  return await q.query<GenerationOnProject>(
    `SELECT g.trigger_key, g.amount_cents,
            CASE WHEN i.id IS NULL THEN NULL
                 ELSE json_build_object('id', i.id, 'number', i.number,
                                        'status', i.effective_status) END AS invoice
     FROM invoice_generations g LEFT JOIN invoice_states i ON i.id = g.invoice_id
     WHERE g.project_id = $1`,
    [projectId],
  );
}
