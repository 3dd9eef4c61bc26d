/**
 * When each step of a milestone invoicing rule is invoiced on a project (docs/automation.md
 * "Steps and their moments"): at the project's start, when one of its milestones is done, or
 * at its completion. Zod-free and pure, so the server, the attach dialog and the project page
 * compute the same default.
 */

/** `start`, `completion`, or the id of one of the project's milestones. */
export type StepMoment = 'start' | 'completion' | (string & {});

export const STEP_MOMENT_START = 'start';
export const STEP_MOMENT_COMPLETION = 'completion';

export interface MappableMilestone {
  id: string;
  /** The milestone's share of the work (0 for all: each counts the same). */
  percentage: number;
}

/** Hundredths of a percent, exact for the two decimals a step's percent may have. */
const hundredths = (percent: number): number => Math.round(percent * 100);

/**
 * The default moment of each step: the first step at the start, the last at the completion,
 * and each step between at the first milestone (by position) whose done share of the work
 * reaches the steps' cumulative share up to and including it, so the rule never bills ahead
 * of the work. 50/25/20/5 on 6 equal milestones: start, 5th (83 % ≥ 75 %), 6th (100 % ≥ 95 %),
 * completion. A step no milestone reaches, or any step of a project without milestones, waits
 * for the completion. A single-step rule bills at the start.
 */
export function defaultStepMoments(
  stepPercents: readonly number[],
  milestones: readonly MappableMilestone[],
): StepMoment[] {
  const last = stepPercents.length - 1;
  const weighted = milestones.reduce((sum, milestone) => sum + milestone.percentage, 0);
  // Each milestone's cumulative done share, as a fraction num/den of the work.
  const den = weighted > 0 ? hundredths(weighted) : milestones.length;
  let done = 0;
  const reached = milestones.map((milestone) => {
    done += weighted > 0 ? hundredths(milestone.percentage) : 1;
    return { id: milestone.id, num: done };
  });
  let cumulative = 0;
  return stepPercents.map((percent, step): StepMoment => {
    cumulative += hundredths(percent);
    if (step === 0) return STEP_MOMENT_START;
    if (step === last) return STEP_MOMENT_COMPLETION;
    // num/den ≥ cumulative/10000 (hundredths of a percent), in integers.
    const at = reached.find((milestone) => milestone.num * 10_000 >= cumulative * den);
    return at ? at.id : STEP_MOMENT_COMPLETION;
  });
}

/**
 * The effective moments: the explicit ones (by step index) where given and still valid (a
 * milestone that left the project sends its step to the completion), the default elsewhere.
 */
export function stepMoments(
  stepPercents: readonly number[],
  milestones: readonly MappableMilestone[],
  explicit: readonly { step: number; at: StepMoment }[] | null,
): StepMoment[] {
  const defaults = defaultStepMoments(stepPercents, milestones);
  if (!explicit) return defaults;
  const ids = new Set(milestones.map((milestone) => milestone.id));
  return defaults.map((moment, step) => {
    const chosen = explicit.find((entry) => entry.step === step)?.at;
    if (chosen === undefined) return moment;
    if (chosen === STEP_MOMENT_START || chosen === STEP_MOMENT_COMPLETION) return chosen;
    return ids.has(chosen) ? chosen : STEP_MOMENT_COMPLETION;
  });
}
