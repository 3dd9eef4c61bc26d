import type { MilestoneStep } from '@atelier/shared/contract';
import { type ProjectStatus, type StepMoment, stepMoments } from '@atelier/shared/records';
import { agencyToday } from '../../db/agency-time.ts';
import type { Queryable } from '../../db/database.ts';
import {
  type BillingProject,
  type BillingRule,
  claimGeneration,
  findBillingProject,
  linkGeneratedInvoice,
  listActiveProjectRules,
  listDeposits,
  sumGenerated,
} from '../../db/invoice-generations.ts';
import { lockProject } from '../../db/projects.ts';
import { findUnclaimedProposalDeposit } from '../../db/proposal-flow.ts';
import { formatMoney } from '../notify.ts';
import { capToBudget, milestoneStepAmounts, ruleTotalCents } from './amounts.ts';
import { generatedCause, generateInvoice, singleLine } from './generate.ts';

/**
 * The project events that generate invoices (docs/automation.md "Events"), each called by the
 * action that makes the event, inside its transaction, for every active rule attached to the
 * project. Each answers the ids of the invoices it generated. Time rules are the scheduler's
 * (run-schedules.ts).
 */

/** Statuses of a project whose work has started: attaching a rule then fires the start step. */
const STARTED_STATUSES: readonly ProjectStatus[] = ['in_progress', 'review'];

/**
 * The project started (status → in progress, or its contract signed): the milestone steps
 * whose moment is the start, percentage deposits. `cause` says for the agency what started it,
 * when not the status.
 */
export async function invoiceProjectStart(
  tx: Queryable,
  projectId: string,
  options: { ruleId?: string; cause?: string } = {},
): Promise<string[]> {
  return await forEachRule(tx, projectId, options.ruleId, async (rule, project) => {
    const cause = generatedCause(rule, options.cause);
    if (rule.trigger === 'milestone') {
      return await invoiceSteps(tx, rule, project, (at) => at === 'start', cause);
    }
    if (rule.trigger === 'percentage') return [await invoiceDeposit(tx, rule, project, cause)];
    return [];
  });
}

/**
 * A contract for the project signed by everyone (e-signature completion): the project's start
 * for its rules, with the same keys, so a project also set in progress invoices once. The
 * project's status is not changed.
 */
export async function invoiceContractSigned(
  tx: Queryable,
  projectId: string,
  contractTitle: string,
): Promise<string[]> {
  return await invoiceProjectStart(tx, projectId, {
    cause: `on signature of the contract "${contractTitle}"`,
  });
}

/** Milestones ticked done: the milestone steps whose moment is one of the done milestones. */
export async function invoiceDoneMilestones(
  tx: Queryable,
  projectId: string,
  options: { ruleId?: string } = {},
): Promise<string[]> {
  return await forEachRule(tx, projectId, options.ruleId, async (rule, project) => {
    if (rule.trigger !== 'milestone') return [];
    const done = new Set(project.milestones.filter((m) => m.is_done).map((m) => m.id));
    return await invoiceSteps(tx, rule, project, (at) => done.has(at));
  });
}

/** The project completed: every milestone step not yet invoiced, the percentage finals. */
export async function invoiceProjectCompletion(
  tx: Queryable,
  projectId: string,
): Promise<string[]> {
  return await forEachRule(tx, projectId, undefined, async (rule, project) => {
    if (rule.trigger === 'percentage') return [await invoiceFinal(tx, rule, project)];
    if (rule.trigger !== 'milestone') return [];
    return await invoiceSteps(tx, rule, project, () => true);
  });
}

/**
 * update_project: a status changed to in progress starts the project, milestones sent may be
 * done, a status changed to completed completes it; in that order, so the invoices are numbered
 * as the work went.
 */
export async function invoiceProjectUpdate(
  tx: Queryable,
  projectId: string,
  change: { from: ProjectStatus; to: ProjectStatus; hasMilestones: boolean },
): Promise<string[]> {
  const isNewStatus = change.from !== change.to;
  return [
    ...(isNewStatus && change.to === 'in_progress' ? await invoiceProjectStart(tx, projectId) : []),
    ...(change.hasMilestones ? await invoiceDoneMilestones(tx, projectId) : []),
    ...(isNewStatus && change.to === 'completed'
      ? await invoiceProjectCompletion(tx, projectId)
      : []),
  ];
}

/**
 * attach_rule: a project already started, or made from a proposal the client accepted (the
 * acceptance creates the project, so its rules are always attached after it), gets the start
 * step of the rule now, as if the event came after the attachment.
 */
export async function invoiceAttachedRule(
  tx: Queryable,
  ruleId: string,
  projectId: string,
): Promise<string[]> {
  const project = await findBillingProject(tx, projectId);
  if (!project) return [];
  const isStarted = STARTED_STATUSES.includes(project.status) || project.has_accepted_proposal;
  return isStarted ? await invoiceProjectStart(tx, projectId, { ruleId }) : [];
}

async function forEachRule(
  tx: Queryable,
  projectId: string,
  ruleId: string | undefined,
  invoice: (rule: BillingRule, project: BillingProject) => Promise<(string | null)[]>,
): Promise<string[]> {
  // The project's lock serialises the events of one project: the budget cap reads what was
  // invoiced before, and no other event can invoice in between.
  if (!(await lockProject(tx, projectId))) return [];
  const project = await findBillingProject(tx, projectId);
  if (!project) return [];
  const ids: string[] = [];
  for (const rule of await listActiveProjectRules(tx, projectId, { ruleId })) {
    for (const id of await invoice(rule, project)) if (id !== null) ids.push(id);
  }
  return ids;
}

export const milestoneSteps = (rule: Pick<BillingRule, 'schedule'>): MilestoneStep[] =>
  Array.isArray(rule.schedule) ? rule.schedule : [];

/** The moment of each step of a milestone rule on the project (docs/automation.md "Steps"). */
export const ruleStepMoments = (
  rule: Pick<BillingRule, 'schedule' | 'step_moments'>,
  project: Pick<BillingProject, 'milestones'>,
): StepMoment[] =>
  stepMoments(
    milestoneSteps(rule).map((step) => step.percent),
    project.milestones,
    rule.step_moments,
  );

/** The steps whose moment has come (`isDue`), in order; a step invoiced before is skipped. */
async function invoiceSteps(
  tx: Queryable,
  rule: BillingRule,
  project: BillingProject,
  isDue: (at: StepMoment) => boolean,
  cause = generatedCause(rule),
): Promise<(string | null)[]> {
  const ids: (string | null)[] = [];
  for (const [step, at] of ruleStepMoments(rule, project).entries()) {
    if (isDue(at)) ids.push(await invoiceStep(tx, rule, project, step, cause));
  }
  return ids;
}

/** Step `step` of a milestone rule: its share of the rule's total, within the budget. */
async function invoiceStep(
  tx: Queryable,
  rule: BillingRule,
  project: BillingProject,
  step: number,
  cause: string,
): Promise<string | null> {
  const steps = milestoneSteps(rule);
  const total = ruleTotalCents(rule, project.budget_cents);
  const share = steps[step];
  if (total === null || share === undefined) return null;
  const wanted = milestoneStepAmounts(total, steps)[step] ?? 0;
  const invoiced = await sumGenerated(tx, rule.id, project.id);
  const amount = capToBudget(wanted, project.budget_cents, invoiced);
  return await generateInvoice(tx, {
    rule,
    project,
    triggerKey: `milestone:${rule.id}:${project.id}:${step}`,
    kind: 'milestone',
    amountCents: amount,
    day: await agencyToday(tx),
    lines: singleLine(`${project.name}: ${share.label} (${share.percent} %)`, amount),
    cause,
  });
}

/** A percentage rule's deposit: its amount of the budget, when the project starts. */
async function invoiceDeposit(
  tx: Queryable,
  rule: BillingRule,
  project: BillingProject,
  cause: string,
): Promise<string | null> {
  const total = ruleTotalCents(rule, project.budget_cents);
  if (total === null) return null;
  // A proposal's deposit (issued at its acceptance) is this step's deposit: never charged twice.
  const proposalDeposit = await findUnclaimedProposalDeposit(tx, project.id);
  if (proposalDeposit) {
    const claimed = await claimGeneration(tx, {
      ruleId: rule.id,
      projectId: project.id,
      triggerKey: `percentage:${rule.id}:${project.id}`,
      kind: 'deposit',
      amountCents: proposalDeposit.total_cents,
      dueOn: await agencyToday(tx),
      cause: `${cause} The proposal's deposit stands for it.`,
    });
    if (claimed) await linkGeneratedInvoice(tx, claimed, proposalDeposit.id);
    return null;
  }
  const invoiced = await sumGenerated(tx, rule.id, project.id);
  const amount = capToBudget(total, project.budget_cents, invoiced);
  const share = rule.amount_type === 'percent' ? ` (${rule.amount} % of the budget)` : '';
  return await generateInvoice(tx, {
    rule,
    project,
    triggerKey: `percentage:${rule.id}:${project.id}`,
    kind: 'deposit',
    amountCents: amount,
    day: await agencyToday(tx),
    lines: singleLine(`${project.name}: deposit${share}`, amount),
    cause,
  });
}

/**
 * A percentage rule's final invoice: the budget, less every deposit of the rule. Invoice lines
 * cannot be negative, so the budget is one line, each deposit a line of 0 that names it
 * ("Less deposit INV-2026-0003: $1,500.00"), and the deposits together are the invoice's
 * discount: the total is what is left to pay.
 */
async function invoiceFinal(
  tx: Queryable,
  rule: BillingRule,
  project: BillingProject,
): Promise<string | null> {
  if (project.budget_cents === null) return null;
  const deposits = await listDeposits(tx, rule.id, project.id);
  const deducted = deposits.reduce((sum, deposit) => sum + deposit.amount_cents, 0);
  const invoiced = await sumGenerated(tx, rule.id, project.id);
  const net = capToBudget(project.budget_cents, project.budget_cents, invoiced);
  const money = (cents: number) => formatMoney(cents, project.currency);
  const lines = [
    ...singleLine(`${project.name}: project total`, net + deducted),
    ...deposits.map((deposit) => ({
      description: `Less deposit ${deposit.number ?? '(draft invoice)'}: ${money(deposit.amount_cents)}`,
      quantity: 1,
      unit_price_cents: 0,
    })),
  ];
  return await generateInvoice(tx, {
    rule,
    project,
    triggerKey: `final:${rule.id}:${project.id}`,
    kind: 'final',
    amountCents: net,
    day: await agencyToday(tx),
    lines,
    discountCents: deducted,
    cause: generatedCause(rule),
  });
}
