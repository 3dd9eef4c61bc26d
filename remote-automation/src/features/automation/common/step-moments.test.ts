import type { InvoiceRule } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  changedMoments,
  changedTemplateMoments,
  defaultMoments,
  ruleSteps,
  stepOfField,
  templateMilestones,
  withTemplateMoments,
} from './step-moments';

const milestoneRule = {
  trigger: 'milestone',
  schedule: [
    { label: 'Kick-off', percent: 50 },
    { label: 'Design', percent: 25 },
    { label: 'Build', percent: 20 },
    { label: 'Launch', percent: 5 },
  ],
} as Pick<InvoiceRule, 'trigger' | 'schedule'>;

describe('step moments in the dialogs', () => {
  it("lists a milestone rule's steps, none for another rule", () => {
    expect(ruleSteps(milestoneRule).map((step) => [step.step, step.label, step.percent])).toEqual([
      [0, 'Kick-off', 50],
      [1, 'Design', 25],
      [2, 'Build', 20],
      [3, 'Launch', 5],
    ]);
    expect(ruleSteps({ trigger: 'time', schedule: null })).toEqual([]);
    expect(ruleSteps(undefined)).toEqual([]);
  });

  it("defaults on a template's six tasks to start, task 5, task 6, completion", () => {
    const tasks = Array.from({ length: 6 }, (_, index) => ({ name: `Task ${index + 1}` }));
    const milestones = templateMilestones({ tasks } as never);
    expect(milestones[0]).toEqual({ id: '1', name: 'Task 1', percentage: 0 });
    expect(defaultMoments(ruleSteps(milestoneRule), milestones)).toEqual([
      'start',
      '5',
      '6',
      'completion',
    ]);
  });

  it('sends only the steps changed, a task as its number', () => {
    const shown = ['start', '5', '6', 'completion'];
    expect(changedMoments(shown, shown)).toEqual([]);
    expect(changedMoments(shown, ['start', '2', '6', 'completion'])).toEqual([
      { step: 1, at: '2' },
    ]);
    expect(changedTemplateMoments(shown, ['start', '2', 'completion', 'completion'])).toEqual([
      { step: 1, at: 2 },
      { step: 2, at: 'completion' },
    ]);
  });

  it('puts a field error on the step it was sent for', () => {
    const sent = [{ step: 1 }, { step: 3 }];
    expect(stepOfField('steps.1.at', sent, 'steps')).toBe(3);
    expect(stepOfField('rule_steps.0.at', sent, 'rule_steps')).toBe(1);
    expect(stepOfField('steps', sent, 'steps')).toBeNull();
    expect(stepOfField('rule_steps.0.at', sent, 'steps')).toBeNull();
  });

  it("lays a template's chosen moments (task numbers) over the defaults", () => {
    const defaults = ['start', '1', '2', 'completion'];
    expect(withTemplateMoments(defaults, null)).toEqual(defaults);
    expect(
      withTemplateMoments(defaults, [
        { step: 1, at: 3 },
        { step: 3, at: 'start' },
      ]),
    ).toEqual(['start', '3', '2', 'start']);
  });
});
