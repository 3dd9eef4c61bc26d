import type { ReminderPolicy } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { planReminders } from './reminders-plan.ts';

const policy: ReminderPolicy = [
  { when: 'before', days: 3 },
  { when: 'on', days: 0 },
  { when: 'after', days: 7 },
];
const plan = (asOf: string, recorded: string[] = [], issueDate = '2026-03-01') =>
  planReminders({ policy, dueDate: '2026-03-20', issueDate, asOf, recorded });

describe('planReminders', () => {
  it('sends nothing before the first step, then the step of the day', () => {
    expect(plan('2026-03-16')).toEqual({ send: null, skip: [] });
    expect(plan('2026-03-17')).toEqual({ send: { when: 'before', days: 3 }, skip: [] });
    expect(plan('2026-03-20', ['before:3'])).toEqual({ send: { when: 'on', days: 0 }, skip: [] });
    expect(plan('2026-03-30', ['before:3', 'on:0', 'after:7'])).toEqual({ send: null, skip: [] });
  });

  it('sends the latest of several due steps and skips the rest', () => {
    expect(plan('2026-03-27')).toEqual({
      send: { when: 'after', days: 7 },
      skip: [
        { when: 'before', days: 3 },
        { when: 'on', days: 0 },
      ],
    });
  });

  it('skips a step before the issue date', () => {
    expect(plan('2026-03-18', [], '2026-03-18')).toEqual({
      send: null,
      skip: [{ when: 'before', days: 3 }],
    });
  });

  it('never sends a step earlier than one recorded under an older policy', () => {
    expect(plan('2026-03-21', ['after:1'])).toEqual({
      send: null,
      skip: [
        { when: 'before', days: 3 },
        { when: 'on', days: 0 },
      ],
    });
  });
});
