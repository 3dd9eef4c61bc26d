import { describe, expect, it } from 'vitest';
import { parseRange, presetRange, rangeProblem, writeRange } from './analytics-range';

const now = new Date('2026-03-31T22:00:00Z');

describe('parseRange', () => {
  it('defaults to the last 30 days, today (UTC) included', () => {
    expect(parseRange(new URLSearchParams(), now)).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
      days: 30,
    });
  });

  it('reads a preset, and fixed dates before a preset', () => {
    expect(parseRange(new URLSearchParams('days=7'), now)).toEqual({
      from: '2026-03-25',
      to: '2026-03-31',
      days: 7,
    });
    expect(parseRange(new URLSearchParams('days=7&from=2026-01-01&to=2026-01-31'), now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      days: null,
    });
  });

  it('falls back to the default for unknown presets and impossible dates', () => {
    for (const query of [
      'days=12',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
    ]) {
      expect(parseRange(new URLSearchParams(query), now).days, query).toBe(30);
    }
  });
});

describe('rangeProblem', () => {
  it('names what is wrong with fixed dates', () => {
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(rangeProblem('', '2026-01-01')).toBe('invalidDate');
    expect(rangeProblem('2026-01-02', '2026-01-01')).toBe('endBeforeStart');
    expect(rangeProblem('2025-01-01', '2026-01-01')).toBeNull(); // 366 days
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('tooLong');
  });
});

describe('writeRange', () => {
  it('keeps other parameters and leaves the default preset out of the URL', () => {
    const current = new URLSearchParams('from=2026-01-01&to=2026-01-31&tab=x');
    expect(writeRange({ days: 30 }, current).toString()).toBe('tab=x');
    expect(writeRange({ days: 90 }, current).toString()).toBe('tab=x&days=90');
    expect(
      writeRange(
        { from: '2026-02-01', to: '2026-02-07' },
        new URLSearchParams('days=7'),
      ).toString(),
    ).toBe('from=2026-02-01&to=2026-02-07');
  });

  it('writes what parseRange reads back', () => {
    const written = writeRange({ days: 7 }, new URLSearchParams());
    expect(parseRange(written, now)).toEqual(presetRange(7, now));
  });
});
