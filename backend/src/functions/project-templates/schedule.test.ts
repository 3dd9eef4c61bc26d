import { describe, expect, it } from 'vitest';
import { midpointCents, nextWorkingDay, scheduleTasks } from './schedule.ts';

describe('nextWorkingDay', () => {
  it('keeps a weekday and moves Saturday and Sunday to the Monday', () => {
    expect(nextWorkingDay('2026-01-02')).toBe('2026-01-02'); // Friday
    expect(nextWorkingDay('2026-01-03')).toBe('2026-01-05'); // Saturday
    expect(nextWorkingDay('2026-01-04')).toBe('2026-01-05'); // Sunday
    expect(nextWorkingDay('2026-01-05')).toBe('2026-01-05'); // Monday
  });

  it('crosses months and years', () => {
    expect(nextWorkingDay('2026-10-31')).toBe('2026-11-02'); // Saturday
    expect(nextWorkingDay('2028-12-31')).toBe('2029-01-01'); // Sunday
  });
});

describe('scheduleTasks', () => {
  const tasks = [
    { name: 'Kick-off', offset_days: 0, duration_days: 1 },
    { name: 'Design', offset_days: 1, duration_days: 3 },
    { name: 'Build', offset_days: 7, duration_days: 2 },
  ];

  it('dates each task from a Friday start with no start or due date on a weekend', () => {
    const plan = scheduleTasks('2026-01-02', tasks, 2);
    expect(plan.tasks).toEqual([
      { name: 'Kick-off', start_date: '2026-01-02', due_date: '2026-01-05' },
      { name: 'Design', start_date: '2026-01-05', due_date: '2026-01-08' },
      { name: 'Build', start_date: '2026-01-09', due_date: '2026-01-12' },
    ]);
    // Two weeks after the start, later than the last task.
    expect(plan.due_date).toBe('2026-01-16');
  });

  it('makes the project due with its last task when that is later than the duration', () => {
    const plan = scheduleTasks('2026-01-02', tasks, 1);
    expect(plan.due_date).toBe('2026-01-12');
  });

  it('is due at the end of the duration when there are no tasks', () => {
    // Saturday start: seven days on is a Saturday again, moved to Monday.
    expect(scheduleTasks('2026-01-03', [], 1)).toEqual({ tasks: [], due_date: '2026-01-12' });
  });
});

describe('midpointCents', () => {
  it('answers whole cents', () => {
    expect(midpointCents(150_000, 300_000)).toBe(225_000);
    expect(midpointCents(100, 101)).toBe(101);
    expect(midpointCents(500, 500)).toBe(500);
  });
});
