import { describe, expect, it } from 'vitest';
import {
  reminderOffset,
  reminderPolicySchema,
  reminderStepKey,
  runRemindersInput,
} from './payment-reminders';

const fieldsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('reminder policy', () => {
  it('orders the steps by their day and keys them', () => {
    const policy = reminderPolicySchema.parse([
      { when: 'after', days: 7 },
      { when: 'on', days: 0 },
      { when: 'before', days: 3 },
    ]);
    expect(policy.map(reminderStepKey)).toEqual(['before:3', 'on:0', 'after:7']);
    expect(policy.map(reminderOffset)).toEqual([-3, 0, 7]);
  });

  it('keeps days 0 for on only, 1–90 otherwise, whole', () => {
    const result = reminderPolicySchema.safeParse([
      { when: 'on', days: 1 },
      { when: 'before', days: 0 },
      { when: 'after', days: 91 },
      { when: 'after', days: 2.5 },
      { when: 'after', days: '7' },
    ]);
    expect(Object.keys(fieldsOf(result))).toEqual([
      '0.days',
      '1.days',
      '2.days',
      '3.days',
      '4.days',
    ]);
    expect(reminderPolicySchema.safeParse([{ when: 'after', days: 90 }]).success).toBe(true);
  });

  it('refuses a step twice and more than six steps', () => {
    const twice = [
      { when: 'after', days: 7 },
      { when: 'after', days: 7 },
    ];
    expect(fieldsOf(reminderPolicySchema.safeParse(twice))).toEqual({
      '1': 'Step after:7 appears twice',
    });
    const seven = Array.from({ length: 7 }, (_, i) => ({ when: 'after', days: i + 1 }));
    expect(fieldsOf(reminderPolicySchema.safeParse(seven))).toEqual({
      '': 'A reminder policy has at most 6 steps',
    });
    expect(reminderPolicySchema.safeParse([]).success).toBe(true);
  });

  it('takes an as_of day in the date range only', () => {
    expect(runRemindersInput.safeParse({}).success).toBe(true);
    expect(runRemindersInput.safeParse({ as_of: '2026-12-01' }).success).toBe(true);
    for (const as_of of ['0000-01-01', '2026-02-30', '2026-12-01T00:00:00Z', 1]) {
      expect(runRemindersInput.safeParse({ as_of }).success, String(as_of)).toBe(false);
    }
  });
});
