import type { RuleStepMoment } from '@atelier/shared/contract';
import { STEP_MOMENT_COMPLETION, STEP_MOMENT_START } from '@atelier/shared/records';
import type { Queryable } from '../../db/database.ts';
import type { BillingProject, BillingRule } from '../../db/invoice-generations.ts';
import { listGenerationKeys } from '../../db/invoice-generations.ts';
import { type FieldProblems, fieldFailure, invalidFields } from '../../errors.ts';
import { milestoneSteps, ruleStepMoments } from './events.ts';

/**
 * attach_rule's `steps` (docs/automation.md "Steps and their moments"): checked against the
 * rule and the project, then merged over the moments already chosen, so a step not named keeps
 * its moment (chosen, or the default). Each problem is a 400 on its own field; nothing changes.
 */
export async function checkedStepMoments(
  tx: Queryable,
  rule: Pick<BillingRule, 'id' | 'trigger' | 'schedule' | 'step_moments'>,
  project: BillingProject,
  steps: readonly RuleStepMoment[],
): Promise<RuleStepMoment[]> {
  if (rule.trigger !== 'milestone') {
    throw invalidFields({
      steps: ['Only a milestone rule has steps', fieldFailure('steps_milestone_only')],
    });
  }
  const stepCount = milestoneSteps(rule).length;
  const milestones = new Set(project.milestones.map((milestone) => milestone.id));
  const current = ruleStepMoments(rule, project);
  const invoiced = await listGenerationKeys(tx, rule.id, project.id);
  const problems: FieldProblems = {};
  for (const [index, { step, at }] of steps.entries()) {
    if (step >= stepCount) {
      problems[`steps.${index}.step`] = [
        `The rule has ${stepCount} ${stepCount === 1 ? 'step' : 'steps'} (0 to ${stepCount - 1})`,
        fieldFailure('not_found'),
      ];
    } else if (at !== STEP_MOMENT_START && at !== STEP_MOMENT_COMPLETION && !milestones.has(at)) {
      problems[`steps.${index}.at`] = [
        'No such milestone in this project',
        fieldFailure('not_found'),
      ];
    } else if (at !== current[step] && invoiced.has(`milestone:${rule.id}:${project.id}:${step}`)) {
      problems[`steps.${index}.at`] = [
        'This step is already invoiced',
        fieldFailure('already_invoiced'),
      ];
    }
  }
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  const merged = new Map((rule.step_moments ?? []).map((entry) => [entry.step, entry.at]));
  for (const { step, at } of steps) merged.set(step, at);
  return [...merged.entries()]
    .filter(([step]) => step < stepCount)
    .sort(([a], [b]) => a - b)
    .map(([step, at]) => ({ step, at }));
}
