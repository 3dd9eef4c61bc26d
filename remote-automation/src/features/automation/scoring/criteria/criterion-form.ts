import type { ScoringCondition, ScoringCriterion } from '@atelier/shared';

/**
 * The criterion dialog's values as typed (numbers as text, so nothing typed is lost to a
 * parse) and the checks it makes before applying them to the draft. Problems are codes; the
 * dialog words them. The server checks the whole set again on preview and save.
 */
export type ConditionInput = { label: string; points: string; when: ScoringCondition['when'] };

export type CriterionInput = {
  name: string;
  category: ScoringCriterion['category'];
  combine: ScoringCriterion['combine'];
  weight: string;
  /** Engagement criteria only; empty: the points never fade. */
  decayDays: string;
  isActive: boolean;
  conditions: ConditionInput[];
};

export type CriterionProblem = 'required' | 'tooLong' | 'wholeNumber' | 'decayDays';
/** Field (`name`, `weight`, `conditions.2.points`) → its problem. */
export type CriterionProblems = Record<string, CriterionProblem>;

const LIMITS = { name: 100, label: 200, decayDays: 365 };

export function toCriterionInput(criterion: ScoringCriterion): CriterionInput {
  return {
    name: criterion.name,
    category: criterion.category,
    combine: criterion.combine,
    weight: Number.isFinite(criterion.weight) ? String(criterion.weight) : '',
    decayDays: criterion.decay_days ? String(criterion.decay_days) : '',
    isActive: criterion.is_active,
    conditions: criterion.conditions.map((condition) => ({
      label: condition.label,
      points: String(condition.points),
      when: condition.when,
    })),
  };
}

/** A whole number from `min` to `max` as typed, or null. */
export function wholeNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

function textProblem(value: string, max: number): CriterionProblem | null {
  if (!value.trim()) return 'required';
  return value.trim().length > max ? 'tooLong' : null;
}

export function checkCriterion(input: CriterionInput): CriterionProblems {
  const problems: CriterionProblems = {};
  const name = textProblem(input.name, LIMITS.name);
  if (name) problems.name = name;
  if (wholeNumber(input.weight, 0, 100) === null) problems.weight = 'wholeNumber';
  if (
    input.category === 'engagement' &&
    input.decayDays.trim() &&
    wholeNumber(input.decayDays, 1, LIMITS.decayDays) === null
  ) {
    problems.decayDays = 'decayDays';
  }
  input.conditions.forEach((condition, index) => {
    const label = textProblem(condition.label, LIMITS.label);
    if (label) problems[`conditions.${index}.label`] = label;
    if (wholeNumber(condition.points, 0, 100) === null) {
      problems[`conditions.${index}.points`] = 'wholeNumber';
    }
  });
  return problems;
}

/** The criterion the checked input describes; `key` is kept (or given for a new one). */
export function fromCriterionInput(key: string, input: CriterionInput): ScoringCriterion {
  const decay = input.category === 'engagement' ? wholeNumber(input.decayDays, 1, 365) : null;
  return {
    key,
    name: input.name.trim(),
    category: input.category,
    combine: input.combine,
    weight: wholeNumber(input.weight, 0, 100) ?? 0,
    is_active: input.isActive,
    conditions: input.conditions.map((condition) => ({
      label: condition.label.trim(),
      points: wholeNumber(condition.points, 0, 100) ?? 0,
      when: condition.when,
    })),
    ...(decay
      ? { decay_days: decay }
      : input.category === 'engagement'
        ? { decay_days: null }
        : {}),
  };
}
