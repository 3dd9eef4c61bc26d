import { isCalendarDay, todayUtc } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  matchingPreset,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  readRange,
  writeRange,
} from './insights-range';

const today = '2026-11-22';
const read = (query: string) => readRange(new URLSearchParams(query), today);

describe('insights range presets', () => {
  it('computes each preset from today (UTC)', () => {
    expect(presetRange('last30Days', today)).toEqual({ from: '2026-10-24', to: today });
    expect(presetRange('last90Days', today)).toEqual({ from: '2026-08-25', to: today });
    expect(presetRange('last12Months', today)).toEqual({ from: '2025-12-01', to: today });
    expect(presetRange('thisYear', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetRange('lastYear', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetRange('last12Months', '2026-01-31')).toEqual({
      from: '2025-02-01',
      to: '2026-01-31',
    });
  });

  it('recognises a preset from its range, and every preset is a valid range', () => {
    for (const preset of RANGE_PRESETS) {
      const range = presetRange(preset, today);
      expect(matchingPreset(range, today)).toBe(preset);
      expect(rangeProblem(range)).toBeNull();
    }
    expect(matchingPreset({ from: '2026-02-01', to: today }, today)).toBeNull();
  });

  it('reads today in UTC', () => {
    expect(todayUtc(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23');
  });
});

describe('insights range in the URL', () => {
  it('defaults to the last 12 months without a range', () => {
    expect(read('')).toEqual({ range: { from: '2025-12-01', to: today }, problem: null });
  });

  it('reads a range, and fills a missing end like the server', () => {
    expect(read('from=2026-03-01&to=2026-05-31')).toEqual({
      range: { from: '2026-03-01', to: '2026-05-31' },
      problem: null,
    });
    expect(read('from=2026-03-01').range).toEqual({ from: '2026-03-01', to: today });
    expect(read('to=2026-05-31').range).toEqual({ from: '2025-06-01', to: '2026-05-31' });
  });

  it('falls back to the default and says why for a range it cannot show', () => {
    const fallback = { from: '2025-12-01', to: today };
    expect(read('from=2026-02-30&to=2026-05-31')).toEqual({ range: fallback, problem: 'format' });
    expect(read('from=soon')).toEqual({ range: fallback, problem: 'format' });
    expect(read('from=2026-06-01&to=2026-05-31')).toEqual({ range: fallback, problem: 'order' });
    expect(read('from=2020-01-01&to=2023-01-01')).toEqual({ range: fallback, problem: 'span' });
    expect(read('from=2020-01-01&to=2022-12-31').problem).toBeNull();
  });

  it('writes the range, keeping other parameters, and leaves the default out', () => {
    const written = writeRange(
      { from: '2026-03-01', to: '2026-05-31' },
      new URLSearchParams('tab=x&from=2020-01-01'),
      today,
    );
    expect(written.toString()).toBe('tab=x&from=2026-03-01&to=2026-05-31');
    const cleaned = writeRange(presetRange('last12Months', today), written, today);
    expect(cleaned.toString()).toBe('tab=x');
  });

  it('knows a calendar day from look-alikes', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
  });
});
