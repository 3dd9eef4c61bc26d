import {
  COMPANY_SIZES,
  type FactTest,
  LEAD_SOURCES,
  LEAD_TIMELINES,
  type ScoringCondition,
} from '@atelier/shared';

/**
 * How the editor reads and writes a condition's `when` (`{fact: test}`): which kind of test each
 * known fact takes, and the values a choice fact can hold. A fact the editor does not know yet
 * (one the server added) is still shown, as a choice among the values it names.
 */
export type FactKind = 'range' | 'flag' | 'choice';

const RANGE_FACTS = new Set(['budget', 'notes_length', 'pages_viewed']);

/** The values a choice fact can take, in the order the forms offer them. */
export const FACT_VALUES: Record<string, readonly string[]> = {
  timeline: LEAD_TIMELINES,
  company_size: COMPANY_SIZES,
  source: LEAD_SOURCES,
  email_type: ['business', 'free'],
};

export function factKind(fact: string): FactKind {
  if (RANGE_FACTS.has(fact)) return 'range';
  if (fact.startsWith('has_') || fact.startsWith('used_')) return 'flag';
  return 'choice';
}

/** One test of a `when`, as the editor shows it. */
export type WhenPart =
  | { fact: string; kind: 'missing' }
  | { fact: string; kind: 'flag'; value: boolean }
  | { fact: string; kind: 'choice'; values: string[] }
  | { fact: string; kind: 'range'; min?: number; max?: number };

/** The tests of a condition, in the order written; an empty list means "always". */
export function whenParts(when: ScoringCondition['when']): WhenPart[] {
  return Object.entries(when).map(([fact, raw]): WhenPart => {
    const test = raw as FactTest;
    if (test === null) return { fact, kind: 'missing' };
    if (typeof test === 'boolean') return { fact, kind: 'flag', value: test };
    if ('in' in test) return { fact, kind: 'choice', values: test.in };
    return { fact, kind: 'range', min: test.min, max: test.max };
  });
}

/** The `when` of a new one-fact condition, or null while it is not complete. */
export function buildWhen(
  fact: string,
  input: { min: string; max: string; flag: boolean; values: readonly string[] },
): ScoringCondition['when'] | null {
  switch (factKind(fact)) {
    case 'flag':
      return { [fact]: input.flag };
    case 'choice':
      return input.values.length ? { [fact]: { in: [...input.values] } } : null;
    default: {
      const min = input.min.trim() === '' ? undefined : Number(input.min);
      const max = input.max.trim() === '' ? undefined : Number(input.max);
      if (min === undefined && max === undefined) return null;
      if ([min, max].some((bound) => bound !== undefined && !Number.isFinite(bound))) return null;
      return {
        [fact]: { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) },
      };
    }
  }
}
