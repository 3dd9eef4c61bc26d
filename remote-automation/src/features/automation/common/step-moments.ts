import type { InvoiceRule, ProjectTemplate } from '@atelier/shared';
import { defaultStepMoments, type MappableMilestone } from '@atelier/shared/records';

/**
 * The moments of a milestone rule's steps as the attach and Use Template dialogs show them
 * (docs/automation.md "Steps and their moments"): `start`, `completion`, or a milestone (its
 * id on a project; on a template, its task's number, "1" the first task).
 */

export type RuleStepChoice = { step: number; label: string; percent: number };

/** A milestone rule's steps (none for another rule: it has no moments to choose). */
export function ruleSteps(rule: Pick<InvoiceRule, 'trigger' | 'schedule'> | undefined) {
  if (rule?.trigger !== 'milestone' || !Array.isArray(rule.schedule)) return [];
  return rule.schedule.map(
    (entry, step): RuleStepChoice => ({ step, label: entry.label, percent: entry.percent }),
  );
}

/** The default moments of the steps on these milestones (the project's, in order). */
export const defaultMoments = (
  steps: readonly RuleStepChoice[],
  milestones: readonly MappableMilestone[],
): string[] =>
  defaultStepMoments(
    steps.map((entry) => entry.percent),
    milestones,
  );

/**
 * The template's tasks as the milestones the project will have: in order, each counting the
 * same (percentage 0), named by its task number.
 */
export const templateMilestones = (template: Pick<ProjectTemplate, 'tasks'>) =>
  template.tasks.map((task, index) => ({
    id: String(index + 1),
    name: task.name,
    percentage: 0,
  }));

/** The default moments with a template's chosen ones (`rule_steps`, task numbers) over them. */
export const withTemplateMoments = (
  defaults: readonly string[],
  chosen: readonly { step: number; at: string | number }[] | null,
): string[] =>
  defaults.map((at, step) => {
    const moment = chosen?.find((entry) => entry.step === step);
    return moment === undefined ? at : String(moment.at);
  });

/** Only the steps whose moment differs from the one first shown: nothing when none changed. */
export function changedMoments(
  shown: readonly string[],
  chosen: readonly string[],
): { step: number; at: string }[] {
  return chosen.flatMap((at, step) => (at === shown[step] ? [] : [{ step, at }]));
}

/** `changedMoments` for use_template, whose milestones are task numbers. */
export const changedTemplateMoments = (
  shown: readonly string[],
  chosen: readonly string[],
): { step: number; at: 'start' | 'completion' | number }[] =>
  changedMoments(shown, chosen).map(({ step, at }) => ({
    step,
    at: at === 'start' || at === 'completion' ? at : Number(at),
  }));

/**
 * Field errors on the steps sent (`steps.N.at`, `rule_steps.N.at`: N the place in the list
 * sent) keyed by step number, to put each under its select; `null` for another field.
 */
export function stepOfField(
  field: string,
  sent: readonly { step: number }[],
  prefix: 'steps' | 'rule_steps',
): number | null {
  const match = new RegExp(`^${prefix}\\.(\\d+)(\\.|$)`).exec(field);
  if (!match) return null;
  return sent[Number(match[1])]?.step ?? null;
}
