import type { ProjectInvoicingRule, ProjectRuleStep } from '@atelier/shared/contract';
import { agencyTimeZone, agencyToday } from '../../db/agency-time.ts';
import type { Queryable } from '../../db/database.ts';
import {
  type BillingProject,
  findBillingProject,
  retainerStart,
} from '../../db/invoice-generations.ts';
import {
  type AttachedRule,
  type GenerationOnProject,
  listAttachedRules,
  listProjectGenerations,
} from '../../db/project-invoicing.ts';
import { milestoneStepAmounts, monthlyPeriodDays, ruleTotalCents } from './amounts.ts';
import { milestoneSteps, ruleStepMoments } from './events.ts';

/**
 * get_project's `invoicing` (docs/automation.md "Steps and their moments"): each rule attached
 * to the project and, for each thing it will invoice, the moment it waits for and the invoice
 * it made once it has. Amounts are at today's budget, before the 100 % cap.
 */
export async function listProjectInvoicing(
  q: Queryable,
  projectId: string,
): Promise<ProjectInvoicingRule[]> {
  const [project, rules, generations] = await Promise.all([
    findBillingProject(q, projectId),
    listAttachedRules(q, projectId),
    listProjectGenerations(q, projectId),
  ]);
  if (!project || rules.length === 0) return [];
  const byKey = new Map(generations.map((generation) => [generation.trigger_key, generation]));
  const zone = await agencyTimeZone(q);
  const today = await agencyToday(q);
  return rules.map((rule) => ({
    rule: {
      id: rule.id,
      name: rule.name,
      trigger: rule.trigger,
      send_mode: rule.send_mode,
      is_active: rule.is_active,
    },
    attached_at: rule.attached_at,
    mapping: rule.trigger === 'milestone' ? (rule.step_moments ? 'custom' : 'default') : null,
    steps: ruleSteps(rule, project, byKey),
    next_period: rule.trigger === 'time' ? nextPeriod(rule, project, byKey, zone, today) : null,
  }));
}

function ruleSteps(
  rule: AttachedRule,
  project: BillingProject,
  byKey: Map<string, GenerationOnProject>,
): ProjectRuleStep[] {
  const total = ruleTotalCents(rule, project.budget_cents);
  const invoiceOf = (key: string) => byKey.get(key)?.invoice ?? null;
  const milestoneOf = (at: string) => {
    const milestone = project.milestones.find((m) => m.id === at);
    return milestone
      ? { id: milestone.id, name: milestone.name, is_done: milestone.is_done }
      : null;
  };
  if (rule.trigger === 'milestone') {
    const steps = milestoneSteps(rule);
    const amounts = total === null ? null : milestoneStepAmounts(total, steps);
    const moments = ruleStepMoments(rule, project);
    return steps.map((share, step) => {
      const at = moments[step] ?? 'completion';
      return {
        step,
        kind: 'milestone',
        label: share.label,
        percent: share.percent,
        amount_cents: amounts?.[step] ?? null,
        at,
        milestone: milestoneOf(at),
        invoice: invoiceOf(`milestone:${rule.id}:${project.id}:${step}`),
      };
    });
  }
  if (rule.trigger === 'percentage') {
    const budget = project.budget_cents;
    const deposit = total === null || budget === null ? total : Math.min(total, budget);
    return [
      {
        step: 0,
        kind: 'deposit',
        label: null,
        percent: rule.amount_type === 'percent' ? rule.amount : null,
        amount_cents: deposit,
        at: 'start',
        milestone: null,
        invoice: invoiceOf(`percentage:${rule.id}:${project.id}`),
      },
      {
        step: 1,
        kind: 'final',
        label: null,
        percent: null,
        amount_cents: budget === null ? null : budget - (deposit ?? 0),
        at: 'completion',
        milestone: null,
        invoice: invoiceOf(`final:${rule.id}:${project.id}`),
      },
    ];
  }
  return [];
}

/** A time rule's next period not invoiced yet, on or after today; null once it stops billing. */
function nextPeriod(
  rule: AttachedRule,
  project: BillingProject,
  byKey: Map<string, GenerationOnProject>,
  zone: string,
  today: string,
): string | null {
  const schedule = rule.schedule;
  if (!rule.is_active || schedule === null || Array.isArray(schedule)) return null;
  if (project.status === 'completed' || project.status === 'cancelled') return null;
  const from = retainerStart(zone, rule.attached_at, project.start_date);
  // Periods missed so far are caught up by the next run: the earliest one not invoiced is next.
  const horizon = `${String(Number(today.slice(0, 4)) + 2)}${today.slice(4)}`;
  const days = monthlyPeriodDays(from, schedule.day_of_month, horizon);
  return days.find((day) => !byKey.has(`time:${rule.id}:${project.id}:${day.slice(0, 7)}`)) ?? null;
}
