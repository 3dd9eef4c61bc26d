import type { ProjectInvoicingRule, ProjectRuleStep, ProjectStatus } from '@atelier/shared';

/** A change of the project page that can set invoicing rules off. */
export type ProjectChange =
  | { kind: 'status'; from: ProjectStatus; to: ProjectStatus }
  | { kind: 'milestone'; milestoneId: string; isDone: boolean };

export type DueStep = { rule: ProjectInvoicingRule['rule']; step: ProjectRuleStep };

/**
 * The steps a change would invoice (docs/automation.md "Steps and their moments"): the start
 * (status to in progress), a milestone ticked done, or the completion (every step left). Only
 * active rules, only steps not invoiced yet; with `sendAtOnce`, only the rules that e-mail the
 * client without review: the page asks before those clicks.
 */
export function stepsDueOn(
  invoicing: readonly ProjectInvoicingRule[],
  change: ProjectChange,
  { sendAtOnce = false }: { sendAtOnce?: boolean } = {},
): DueStep[] {
  const due: DueStep[] = [];
  for (const { rule, steps } of invoicing) {
    if (!rule.is_active || (sendAtOnce && rule.send_mode !== 'send')) continue;
    for (const step of steps) {
      if (step.invoice !== null) continue;
      if (isReached(step.at, change)) due.push({ rule, step });
    }
  }
  return due;
}

function isReached(at: string, change: ProjectChange): boolean {
  if (change.kind === 'milestone') return change.isDone && at === change.milestoneId;
  if (change.from === change.to) return false;
  if (change.to === 'completed') return true;
  return change.to === 'in_progress' && at === 'start';
}
