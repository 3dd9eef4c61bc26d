import { describe, expect, it } from 'vitest';
import {
  activeWeightTotal,
  keyForName,
  moveCriterion,
  splitFieldMessages,
  toEditable,
} from './criteria-draft';

const criterion = (key: string, weight: number, is_active = true) => ({
  key,
  name: key,
  category: 'behavioral' as const,
  weight,
  combine: 'best' as const,
  conditions: [],
  is_active,
});

describe('the criteria draft', () => {
  it('totals the weights of the active criteria only', () => {
    expect(
      activeWeightTotal([criterion('a', 60), criterion('b', 40), criterion('c', 25, false)]),
    ).toBe(100);
  });

  it('moves a criterion up or down and leaves the ends in place', () => {
    expect(moveCriterion(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveCriterion(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveCriterion(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveCriterion(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('drops the stored position, since the order is the position', () => {
    expect(toEditable([{ ...criterion('a', 100), position: 1 }])).toEqual([criterion('a', 100)]);
  });

  it('sorts the server field messages into the set and each criterion', () => {
    const { set, byIndex } = splitFieldMessages({
      criteria: 'Active criteria weights must total 100 (now 95)',
      'criteria.3.key': 'Key "budget" is used by another criterion',
      'criteria.3.conditions.0.label': 'Label is required',
    });
    expect(set).toEqual(['Active criteria weights must total 100 (now 95)']);
    expect(byIndex.get(3)).toEqual([
      'Key "budget" is used by another criterion',
      'Label is required',
    ]);
  });

  it('makes a valid, unused key from a name', () => {
    expect(keyForName('Pages viewed', [])).toBe('pages_viewed');
    expect(keyForName('Été 2026', [])).toBe('ete_2026');
    expect(keyForName('Budget', ['budget'])).toBe('budget_2');
    expect(keyForName('42', [])).toBe('criterion');
  });
});
