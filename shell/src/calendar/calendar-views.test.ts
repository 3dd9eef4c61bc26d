import { describe, expect, it } from 'vitest';
import {
  addDays,
  agendaDays,
  cellEntries,
  daysOf,
  isInRange,
  shiftFocus,
  visibleRange,
  weekStart,
} from './calendar-views';

describe('visibleRange', () => {
  it("covers the month grid's weeks, the neighbouring months' days included", () => {
    // November 2026 starts on a Sunday and ends on a Monday: the grid ends on 5 December.
    expect(visibleRange('month', '2026-11-17')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    // September 2026 starts on a Tuesday: the grid starts on Sunday 30 August.
    expect(visibleRange('month', '2026-09-01')).toEqual({ from: '2026-08-30', to: '2026-10-03' });
  });

  it('is Sunday to Saturday for a week, across a year end', () => {
    expect(visibleRange('week', '2026-12-31')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
    expect(weekStart('2026-11-29')).toBe('2026-11-29');
  });

  it('is four weeks from its first day for the agenda', () => {
    expect(visibleRange('agenda', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-12-25' });
  });

  it('never asks for more than the backend allows (62 days)', () => {
    for (const focus of ['2026-02-01', '2026-05-15', '2027-08-31']) {
      for (const view of ['month', 'week', 'agenda'] as const) {
        expect(daysOf(visibleRange(view, focus)).length).toBeLessThanOrEqual(62);
      }
    }
  });
});

describe('shiftFocus', () => {
  it('moves by a month, a week or the agenda length', () => {
    expect(shiftFocus('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftFocus('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftFocus('week', '2026-11-28', 1)).toBe('2026-12-05');
    expect(shiftFocus('agenda', '2026-11-28', -1)).toBe('2026-10-31');
  });
});

describe('cellEntries', () => {
  it('shows everything that fits', () => {
    expect(cellEntries([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], more: 0 });
  });

  it('puts "+N more" in the last place, counting every entry not shown', () => {
    expect(cellEntries([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2], more: 3 });
  });
});

describe('days', () => {
  it('lists the agenda days with entries only', () => {
    const byDay = new Map([
      ['2026-11-29', ['a']],
      ['2026-12-02', ['b', 'c']],
      ['2026-12-30', ['outside']],
      ['2026-11-30', []],
    ]);
    expect(agendaDays({ from: '2026-11-28', to: '2026-12-25' }, byDay)).toEqual([
      '2026-11-29',
      '2026-12-02',
    ]);
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isInRange('2026-12-05', { from: '2026-11-01', to: '2026-12-05' })).toBe(true);
    expect(isInRange('2026-12-06', { from: '2026-11-01', to: '2026-12-05' })).toBe(false);
  });
});
