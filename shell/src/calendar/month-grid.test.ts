import { describe, expect, it } from 'vitest';
import { buildMonthGrid, daysInMonth, localDateKey, parseMonth, shiftMonth } from './month-grid';

const inMonth = (month: string) =>
  buildMonthGrid(month)
    .flat()
    .filter((day) => day.isInMonth);

describe('buildMonthGrid', () => {
  it('starts every week on Sunday and ends it on Saturday', () => {
    for (const month of ['2026-02', '2026-11', '2024-02', '2027-08']) {
      for (const week of buildMonthGrid(month)) {
        expect(week.map((day) => day.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      }
    }
  });

  it('leads with the days of the previous month up to the first', () => {
    // 1 September 2026 is a Tuesday.
    const [firstWeek] = buildMonthGrid('2026-09');
    expect(firstWeek?.map((day) => [day.date, day.isInMonth])).toEqual([
      ['2026-08-30', false],
      ['2026-08-31', false],
      ['2026-09-01', true],
      ['2026-09-02', true],
      ['2026-09-03', true],
      ['2026-09-04', true],
      ['2026-09-05', true],
    ]);
  });

  it('trails with the days of the next month, across a year end', () => {
    // 31 December 2026 is a Thursday.
    const weeks = buildMonthGrid('2026-12');
    expect(weeks.at(-1)?.map((day) => [day.date, day.isInMonth])).toEqual([
      ['2026-12-27', true],
      ['2026-12-28', true],
      ['2026-12-29', true],
      ['2026-12-30', true],
      ['2026-12-31', true],
      ['2027-01-01', false],
      ['2027-01-02', false],
    ]);
  });

  it('has no leading day when the month starts on a Sunday', () => {
    // 1 November 2026 is a Sunday.
    expect(buildMonthGrid('2026-11')[0]?.[0]).toEqual({
      date: '2026-11-01',
      day: 1,
      weekday: 0,
      isInMonth: true,
    });
  });

  it.each([
    ['2026-04', 30],
    ['2026-07', 31],
    ['2026-02', 28],
    ['2024-02', 29],
    ['2000-02', 29],
    ['2100-02', 28],
  ])('lists every day of %s once (%i days)', (month, count) => {
    const days = inMonth(month);
    expect(days).toHaveLength(count);
    expect(days.map((day) => day.day)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(days.every((day) => day.date.startsWith(month))).toBe(true);
  });

  it('fits a 28-day February that starts on Sunday in exactly four weeks', () => {
    // 1 February 2026 is a Sunday.
    const weeks = buildMonthGrid('2026-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((day) => day.isInMonth)).toBe(true);
  });

  it('needs six weeks for a 31-day month that starts on Saturday', () => {
    // 1 August 2026 is a Saturday.
    const weeks = buildMonthGrid('2026-08');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[6]?.date).toBe('2026-08-01');
    expect(weeks[5]?.[1]?.date).toBe('2026-08-31');
  });

  it('shows a leap February with its 29th', () => {
    const weeks = buildMonthGrid('2028-02');
    expect(weeks.flat().map((day) => day.date)).toContain('2028-02-29');
    expect(inMonth('2028-02').at(-1)?.date).toBe('2028-02-29');
  });

  it('refuses what is not a month', () => {
    expect(() => buildMonthGrid('2026-13')).toThrow();
    expect(() => buildMonthGrid('november')).toThrow();
  });
});

describe('month arithmetic', () => {
  it('moves across year ends both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });

  it('counts the days of a month', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 9)).toBe(30);
  });

  it('parses only real months', () => {
    expect(parseMonth('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseMonth('2026-00')).toBeNull();
    expect(parseMonth('2026-1')).toBeNull();
  });

  it('names a local date as the wall calendar shows it', () => {
    expect(localDateKey(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
