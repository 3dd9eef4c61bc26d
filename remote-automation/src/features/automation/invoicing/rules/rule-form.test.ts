import type { InvoiceRule } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyRuleForm,
  type RuleFormValues,
  ruleFormProblems,
  ruleToForm,
  scheduleTotal,
  toNewRule,
} from './rule-form';

const SEEDED: InvoiceRule = {
  id: 'r1',
  name: 'Milestone billing',
  trigger: 'milestone',
  condition: 'Project started; milestones done',
  amount_type: 'percent',
  amount: 100,
  description: null,
  is_active: true,
  schedule: [
    { label: 'Signing / project start', percent: 50 },
    { label: 'Design approved', percent: 25 },
    { label: 'Development complete', percent: 20 },
    { label: 'Launch', percent: 5 },
  ],
  due_days: 14,
  send_mode: 'send',
  reminders: null,
  projectsUsed: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const milestoneForm = (changes: Partial<RuleFormValues> = {}): RuleFormValues => ({
  ...ruleToForm(SEEDED),
  ...changes,
});

describe('the rule form', () => {
  it('reads a stored rule back into the same payload', () => {
    const { id: _id, projectsUsed: _p, created_at: _c, updated_at: _u, ...fields } = SEEDED;
    expect(toNewRule(ruleToForm(SEEDED))).toEqual(fields);
    expect(ruleFormProblems(ruleToForm(SEEDED))).toEqual({});
  });

  it('keeps a running total of the schedule and refuses one that is not 100 %', () => {
    const steps = [
      { label: 'Start', percent: '50' },
      { label: 'Launch', percent: '45.5' },
    ];
    expect(scheduleTotal(steps)).toBe(95.5);
    expect(scheduleTotal([...steps, { label: 'x', percent: 'abc' }])).toBeNull();
    expect(ruleFormProblems(milestoneForm({ steps }))).toEqual({
      schedule: { code: 'scheduleTotal' },
    });
    // Hundredths, so 33.33 + 33.33 + 33.34 is exactly 100.
    const thirds = ['33.33', '33.33', '33,34'].map((percent) => ({ label: 'Third', percent }));
    expect(ruleFormProblems(milestoneForm({ steps: thirds }))).toEqual({});
  });

  it('names the step whose label or share is wrong', () => {
    const steps = [
      { label: '', percent: '50' },
      { label: 'Launch', percent: '0' },
    ];
    expect(ruleFormProblems(milestoneForm({ steps }))).toMatchObject({
      'schedule.0.label': { code: 'required' },
      'schedule.1.percent': { code: 'percent' },
    });
  });

  it('makes a time rule a fixed monthly amount on a day of the month', () => {
    const values: RuleFormValues = {
      ...emptyRuleForm(),
      name: 'Retainer',
      trigger: 'time',
      amount: '2,500.00',
      dayOfMonth: '1',
    };
    expect(ruleFormProblems(values)).toEqual({});
    expect(toNewRule(values)).toMatchObject({
      amount_type: 'fixed',
      amount: 250_000,
      schedule: { every: 'month', day_of_month: 1, amount_cents: 250_000 },
    });
    expect(ruleFormProblems({ ...values, dayOfMonth: '31' })).toEqual({
      day_of_month: { code: 'dayOfMonth', max: 28 },
    });
  });

  it('makes a percentage rule a percent of the budget with no schedule', () => {
    const values: RuleFormValues = {
      ...emptyRuleForm(),
      name: 'Deposit',
      trigger: 'percentage',
      amountType: 'fixed',
      amount: '30',
    };
    expect(toNewRule(values)).toMatchObject({ amount_type: 'percent', amount: 30, schedule: null });
    expect(ruleFormProblems({ ...values, amount: '120' })).toEqual({ amount: { code: 'percent' } });
  });

  it("sends the rule's own reminders, or null for the agency's", () => {
    expect(toNewRule(milestoneForm()).reminders).toBeNull();
    const own = milestoneForm({
      usesAgencyReminders: false,
      reminders: [
        { when: 'on', days: '' },
        { when: 'after', days: '10' },
      ],
    });
    expect(toNewRule(own).reminders).toEqual([
      { when: 'on', days: 0 },
      { when: 'after', days: 10 },
    ]);
    const twice = milestoneForm({
      usesAgencyReminders: false,
      reminders: [
        { when: 'after', days: '10' },
        { when: 'after', days: '10' },
      ],
    });
    expect(ruleFormProblems(twice)).toEqual({ 'reminders.1.days': { code: 'reminderTwice' } });
  });

  it('asks for a name and payment terms in range', () => {
    expect(ruleFormProblems(milestoneForm({ name: ' ', dueDays: '400' }))).toEqual({
      name: { code: 'required' },
      due_days: { code: 'dueDays', max: 365 },
    });
  });
});
