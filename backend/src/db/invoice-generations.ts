import type {
  GeneratedInvoice,
  InvoiceGenerationKind,
  InvoiceRuleSchedule,
  InvoiceRuleTrigger,
  RuleStepMoment,
} from '@atelier/shared/contract';
import type { ProjectStatus } from '@atelier/shared/records';
import { dayIn } from './agency-time.ts';
import type { Queryable } from './database.ts';
import { sqlParams } from './sql.ts';

/**
 * SQL of invoice generation (docs/automation.md "invoice-automation (generation)"): the
 * `invoice_generations` rows that key each generated invoice by its trigger (0014), and what
 * the engine reads of rules and projects.
 */

/** What the engine needs of a rule. */
export interface BillingRule {
  id: string;
  name: string;
  trigger: InvoiceRuleTrigger;
  amount_type: 'percent' | 'fixed';
  amount: number;
  is_active: boolean;
  schedule: InvoiceRuleSchedule;
  due_days: number;
  send_mode: 'draft' | 'send';
  /**
   * The moments of a milestone rule's steps on this project, as attach_rule set them; null: the
   * default ones (`stepMoments`).
   */
  step_moments: RuleStepMoment[] | null;
}

/** What the engine needs of a project; milestones by position. */
export interface BillingProject {
  id: string;
  client_id: string;
  name: string;
  status: ProjectStatus;
  budget_cents: number | null;
  currency: string;
  start_date: string | null;
  /** Made from a proposal the client accepted. */
  has_accepted_proposal: boolean;
  /** The accepted proposal's tax rate, which its invoices charge; null without one. */
  proposal_tax_rate_bp: number | null;
  milestones: { id: string; name: string; percentage: number; is_done: boolean }[];
}

const billingRuleColumns = `r.id, r.name, r.trigger, r.amount_type, r.amount::float8 AS amount,
  r.is_active, r.schedule, r.due_days, r.send_mode, p.step_moments`;

/** The active rules attached to the project, oldest attachment first. */
export async function listActiveProjectRules(
  q: Queryable,
  projectId: string,
  options: { ruleId?: string | undefined } = {},
): Promise<BillingRule[]> {
  return await q.query<BillingRule>(
    `SELECT ${billingRuleColumns}
     FROM project_invoice_rules p JOIN invoice_rules r ON r.id = p.rule_id
     WHERE p.project_id = $1 AND r.is_active AND ($2::uuid IS NULL OR r.id = $2::uuid)
     ORDER BY p.attached_at, r.id`,
    [projectId, options.ruleId ?? null],
  );
}

/** The rule as attached to the project, paused or not; undefined when it is not attached. */
export async function findProjectRule(
  q: Queryable,
  ruleId: string,
  projectId: string,
): Promise<BillingRule | undefined> {
  const [row] = await q.query<BillingRule>(
    `SELECT ${billingRuleColumns}
     FROM project_invoice_rules p JOIN invoice_rules r ON r.id = p.rule_id
     WHERE p.project_id = $1 AND p.rule_id = $2`,
    [projectId, ruleId],
  );
  return row;
}

export async function findBillingProject(
  q: Queryable,
  projectId: string,
): Promise<BillingProject | undefined> {
  const [row] = await q.query<BillingProject>(
    `SELECT p.id, p.client_id, p.name, p.status, p.budget_cents, p.currency, p.start_date,
            accepted.id IS NOT NULL AS has_accepted_proposal,
            accepted.tax_rate_bp AS proposal_tax_rate_bp,
            coalesce((SELECT json_agg(json_build_object('id', m.id, 'name', m.name,
                                                        'percentage', m.percentage,
                                                        'is_done', m.is_done) ORDER BY m.position)
                      FROM project_milestones m WHERE m.project_id = p.id), '[]') AS milestones
     FROM projects p
     LEFT JOIN proposals accepted ON accepted.id = p.proposal_id AND accepted.status = 'accepted'
     WHERE p.id = $1`,
    [projectId],
  );
  return row;
}

/** A time rule attached to a project that still bills (neither completed nor cancelled). */
export interface ScheduledAttachment {
  rule: BillingRule;
  project: BillingProject;
  /** Its first period is on or after this day (`retainerStart`). */
  bills_from: string;
}

/**
 * The first day a retainer bills on a project: the later of the agency's day it was attached
 * (in `zone`) and the project's start, so a rule attached ahead of the work waits for it.
 */
export function retainerStart(zone: string, attachedAt: string, startDate: string | null): string {
  const attachedOn = dayIn(zone, new Date(attachedAt));
  return startDate !== null && startDate > attachedOn ? startDate : attachedOn;
}

/** `zone`: the agency's time zone (`agencyTimeZone`), which says on which day it was attached. */
export async function listScheduledAttachments(
  q: Queryable,
  zone: string,
): Promise<ScheduledAttachment[]> {
  const rows = await q.query<{ rule: BillingRule; project_id: string; attached_at: string }>(
    `SELECT row_to_json(rule_row) AS rule, p.project_id, p.attached_at
     FROM project_invoice_rules p
     JOIN projects pr ON pr.id = p.project_id
     CROSS JOIN LATERAL (SELECT ${billingRuleColumns} FROM invoice_rules r
                         WHERE r.id = p.rule_id) AS rule_row
     WHERE rule_row.trigger = 'time' AND rule_row.is_active
       AND pr.status NOT IN ('completed', 'cancelled')
     ORDER BY p.attached_at, p.rule_id, p.project_id`,
  );
  const attachments: ScheduledAttachment[] = [];
  for (const row of rows) {
    const project = await findBillingProject(q, row.project_id);
    if (!project) continue;
    const bills_from = retainerStart(zone, row.attached_at, project.start_date);
    attachments.push({ rule: row.rule, project, bills_from });
  }
  return attachments;
}

/** The trigger keys already generated for a rule and a project. */
export async function listGenerationKeys(
  q: Queryable,
  ruleId: string,
  projectId: string,
): Promise<Set<string>> {
  const rows = await q.query<{ trigger_key: string }>(
    'SELECT trigger_key FROM invoice_generations WHERE rule_id = $1 AND project_id = $2',
    [ruleId, projectId],
  );
  return new Set(rows.map((row) => row.trigger_key));
}

/** How many invoices the rule has generated, on any project (deleted invoices included). */
export async function countRuleGenerations(q: Queryable, ruleId: string): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM invoice_generations WHERE rule_id = $1',
    [ruleId],
  );
  return row?.count ?? 0;
}

/** What the rule has invoiced on the project so far (cents before tax, deposits once). */
export async function sumGenerated(
  q: Queryable,
  ruleId: string,
  projectId: string,
): Promise<number> {
  const [row] = await q.query<{ total: number }>(
    `SELECT coalesce(sum(amount_cents), 0)::bigint AS total FROM invoice_generations
     WHERE rule_id = $1 AND project_id = $2`,
    [ruleId, projectId],
  );
  return row?.total ?? 0;
}

/** The rule's deposits on the project, with their invoice's number (null: a draft or gone). */
export async function listDeposits(
  q: Queryable,
  ruleId: string,
  projectId: string,
): Promise<{ amount_cents: number; number: string | null }[]> {
  return await q.query(
    `SELECT g.amount_cents, i.number FROM invoice_generations g
     LEFT JOIN invoices i ON i.id = g.invoice_id
     WHERE g.rule_id = $1 AND g.project_id = $2 AND g.kind = 'deposit'
     ORDER BY g.created_at, g.id`,
    [ruleId, projectId],
  );
}

export interface NewGeneration {
  ruleId: string;
  projectId: string;
  triggerKey: string;
  kind: InvoiceGenerationKind;
  amountCents: number;
  dueOn: string;
  cause: string;
}

/**
 * Claims the trigger: the row is inserted unless its key exists. Answers the new row's id, or
 * null when the trigger was already invoiced (a concurrent claim waits for the first to end).
 */
export async function claimGeneration(tx: Queryable, g: NewGeneration): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO invoice_generations
       (rule_id, project_id, trigger_key, kind, amount_cents, due_on, cause, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, clock_timestamp())
     ON CONFLICT (trigger_key) DO NOTHING
     RETURNING id`,
    [g.ruleId, g.projectId, g.triggerKey, g.kind, g.amountCents, g.dueOn, g.cause],
  );
  return row?.id ?? null;
}

/**
 * The invoices among `ids` that a rule generated, their rows locked until the transaction
 * ends (so two approvals of one draft send it once), by id.
 */
export async function lockGeneratedDrafts(
  tx: Queryable,
  ids: readonly string[],
): Promise<Map<string, { status: string; number: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ id: string; status: string; number: string | null }>(
    `SELECT i.id, i.status, i.number FROM invoices i
     WHERE i.id = ANY($1::uuid[])
       AND EXISTS (SELECT 1 FROM invoice_generations g WHERE g.invoice_id = i.id)
     ORDER BY i.id FOR UPDATE OF i`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, { status: row.status, number: row.number }]));
}

/** How many generated invoices wait for review (drafts). */
export async function countGeneratedDrafts(q: Queryable): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM invoice_generations g
     JOIN invoices i ON i.id = g.invoice_id WHERE i.status = 'draft'`,
  );
  return row?.count ?? 0;
}

/** The rule that generated the invoice and why; null for an invoice written by hand. */
export async function findInvoiceGeneration(
  q: Queryable,
  invoiceId: string,
): Promise<{ rule_id: string; name: string; cause: string | null } | null> {
  const [row] = await q.query<{ rule_id: string; name: string; cause: string | null }>(
    `SELECT g.rule_id, r.name, g.cause FROM invoice_generations g
     JOIN invoice_rules r ON r.id = g.rule_id WHERE g.invoice_id = $1`,
    [invoiceId],
  );
  return row ?? null;
}

export async function linkGeneratedInvoice(
  tx: Queryable,
  generationId: string,
  invoiceId: string,
): Promise<void> {
  await tx.query('UPDATE invoice_generations SET invoice_id = $2 WHERE id = $1', [
    generationId,
    invoiceId,
  ]);
}

// A deleted invoice leaves its generation row (its key) but is no longer listed.
const generatedSelect = `
  SELECT i.id, i.number AS "invoiceNumber",
         json_build_object('id', c.id, 'name', c.name) AS client,
         CASE WHEN pr.id IS NULL THEN NULL
              ELSE json_build_object('id', pr.id, 'name', pr.name) END AS project,
         g.amount_cents, i.total_cents, i.currency, i.effective_status AS status,
         i.due_date AS "dueDate", json_build_object('id', r.id, 'name', r.name) AS "generatedBy",
         g.kind, g.created_at AS "createdAt"
  FROM invoice_generations g
  JOIN invoice_states i ON i.id = g.invoice_id
  JOIN clients c ON c.id = i.client_id
  JOIN invoice_rules r ON r.id = g.rule_id
  LEFT JOIN projects pr ON pr.id = i.project_id`;

const newestFirst = 'ORDER BY g.created_at DESC, g.id DESC';

export interface GeneratedInvoiceQuery {
  ruleId?: string | undefined;
  statuses?: readonly string[] | undefined;
  limit: number;
  offset: number;
}

export async function listGeneratedInvoices(
  q: Queryable,
  query: GeneratedInvoiceQuery,
): Promise<{ rows: GeneratedInvoice[]; total: number }> {
  const { params, param } = sqlParams();
  const where: string[] = [];
  if (query.ruleId) where.push(`g.rule_id = ${param(query.ruleId)}::uuid`);
  if (query.statuses?.length) {
    where.push(`i.effective_status = ANY(${param(query.statuses)}::text[])`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [counted] = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM invoice_generations g
     JOIN invoice_states i ON i.id = g.invoice_id ${whereSql}`,
    params,
  );
  const rows = await q.query<GeneratedInvoice>(
    `${generatedSelect} ${whereSql} ${newestFirst}
     LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
    params,
  );
  return { rows, total: counted?.total ?? 0 };
}

/** The generated invoices among `invoiceIds`, newest first (what a run just made). */
export async function findGeneratedInvoices(
  q: Queryable,
  invoiceIds: readonly string[],
): Promise<GeneratedInvoice[]> {
  if (invoiceIds.length === 0) return [];
  return await q.query<GeneratedInvoice>(
    `${generatedSelect} WHERE g.invoice_id = ANY($1::uuid[]) ${newestFirst}`,
    [invoiceIds],
  );
}
