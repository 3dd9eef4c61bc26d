import { describe, expect, it } from 'vitest';
import { defaultStepMoments, stepMoments } from './step-mapping';

const equal = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `m${index + 1}`, percentage: 0 }));

const MILESTONE_BILLING = [50, 25, 20, 5];

describe('defaultStepMoments', () => {
  it('bills 50/25/20/5 on 6 milestones only as the work reaches each cumulative share', () => {
    expect(defaultStepMoments(MILESTONE_BILLING, equal(6))).toEqual([
      'start',
      'm5', // 5/6 = 83 % ≥ 75 %
      'm6', // 100 % ≥ 95 %
      'completion',
    ]);
  });

  it('maps 4 and 2 milestones the same way', () => {
    expect(defaultStepMoments(MILESTONE_BILLING, equal(4))).toEqual([
      'start',
      'm3', // 75 % ≥ 75 %
      'm4',
      'completion',
    ]);
    expect(defaultStepMoments(MILESTONE_BILLING, equal(2))).toEqual([
      'start',
      'm2',
      'm2',
      'completion',
    ]);
  });

  it('reads weighted milestones by their percentages', () => {
    const milestones = [
      { id: 'design', percentage: 30 },
      { id: 'build', percentage: 50 },
      { id: 'launch', percentage: 20 },
    ];
    // 30 % < 50 % + 25 %; 80 % ≥ 75 %; 100 % ≥ 95 %.
    expect(defaultStepMoments(MILESTONE_BILLING, milestones)).toEqual([
      'start',
      'build',
      'launch',
      'completion',
    ]);
  });

  it('sends the middle steps to the completion without milestones', () => {
    expect(defaultStepMoments(MILESTONE_BILLING, [])).toEqual([
      'start',
      'completion',
      'completion',
      'completion',
    ]);
  });

  it('bills a single step at the start and two steps at the start and the completion', () => {
    expect(defaultStepMoments([100], equal(3))).toEqual(['start']);
    expect(defaultStepMoments([40, 60], equal(3))).toEqual(['start', 'completion']);
  });

  it('compares two-decimal shares exactly', () => {
    // 1/3 of the work is 33.333…%: it reaches 33.33 % but not 33.34 %.
    expect(defaultStepMoments([0.01, 33.32, 66.67], equal(3))[1]).toBe('m1');
    expect(defaultStepMoments([0.01, 33.33, 66.66], equal(3))[1]).toBe('m2');
  });
});

describe('stepMoments', () => {
  it('keeps explicit moments and the default for the steps not named', () => {
    expect(stepMoments(MILESTONE_BILLING, equal(6), [{ step: 1, at: 'm2' }])).toEqual([
      'start',
      'm2',
      'm6',
      'completion',
    ]);
  });

  it('sends a step mapped to a milestone that left the project to the completion', () => {
    expect(stepMoments(MILESTONE_BILLING, equal(3), [{ step: 2, at: 'gone' }])[2]).toBe(
      'completion',
    );
  });
});
