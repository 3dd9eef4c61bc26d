import { describe, expect, it } from 'vitest';
import { MAX_DATE, MIN_DATE } from '../contract/patterns';
import { checkDateRange, isCalendarDay, isFilterDay, settleDateRange } from './date-range';

const JANUARY = { from: '2026-01-01', to: '2026-01-31' };

describe('the date-range picker rules', () => {
  it('take real calendar days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('yesterday')).toBe(false);
    expect(isCalendarDay('2026-1-1')).toBe(false);
  });

  it('take filter days within MIN_DATE..MAX_DATE, both included', () => {
    expect(isFilterDay(MIN_DATE)).toBe(true);
    expect(isFilterDay(MAX_DATE)).toBe(true);
    expect(isFilterDay('1899-12-31')).toBe(false);
    expect(isFilterDay('9999-12-31')).toBe(false);
    expect(isFilterDay('0000-01-01')).toBe(false);
  });

  it('accept a range, a single day and open ends when both are not required', () => {
    expect(checkDateRange(JANUARY)).toBeNull();
    expect(checkDateRange({ from: '2026-01-05', to: '2026-01-05' })).toBeNull();
    expect(checkDateRange({ from: '', to: '2026-01-05' })).toBeNull();
    expect(checkDateRange({ from: '', to: '' })).toBeNull();
  });

  it('refuse an end before the start, under the end field', () => {
    expect(checkDateRange({ from: '2026-02-01', to: '2026-01-31' })).toEqual({
      problem: 'order',
      field: 'to',
    });
  });

  it('refuse days outside MIN_DATE..MAX_DATE and text that is no day, under that field', () => {
    expect(checkDateRange({ from: '0000-01-01', to: '2026-01-31' })).toEqual({
      problem: 'outOfRange',
      field: 'from',
    });
    expect(checkDateRange({ from: '2026-01-01', to: '9999-12-31' })).toEqual({
      problem: 'outOfRange',
      field: 'to',
    });
    expect(checkDateRange({ from: '2026-02-30', to: '' })).toEqual({
      problem: 'invalid',
      field: 'from',
    });
  });

  it('ask for both ends when the range is required', () => {
    expect(checkDateRange({ from: '2026-01-01', to: '' }, true)).toEqual({
      problem: 'missing',
      field: 'to',
    });
    expect(checkDateRange(JANUARY, true)).toBeNull();
  });

  it('keep the last valid range while the typed one is refused', () => {
    const backwards = { from: '2026-03-01', to: '2026-01-31' };
    expect(settleDateRange(backwards, JANUARY)).toEqual({
      range: JANUARY,
      check: { problem: 'order', field: 'to' },
    });
    const february = { from: '2026-02-01', to: '2026-02-28' };
    expect(settleDateRange(february, JANUARY)).toEqual({ range: february, check: null });
  });
});
