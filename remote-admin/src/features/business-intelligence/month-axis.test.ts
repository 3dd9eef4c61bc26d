import { describe, expect, it } from 'vitest';
import { monthAxisLabels } from './month-axis';

const months = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2024, index, 1));
    return date.toISOString().slice(0, 7);
  });
const short = (month: string) => `m${month.slice(5)}`;

describe('month axis labels', () => {
  it('names every month of a year or less', () => {
    expect(monthAxisLabels(months(3), short)).toEqual(['m01', 'm02', 'm03']);
    expect(monthAxisLabels(months(12), short).every(Boolean)).toBe(true);
  });

  it('names every n-th month of a longer range, with its year, at most 12 of them', () => {
    const labels = monthAxisLabels(months(36), short);
    expect(labels.filter(Boolean)).toHaveLength(12);
    expect(labels.slice(0, 4)).toEqual(['m01 24', '', '', 'm04 24']);
    expect(monthAxisLabels(months(13), short).filter(Boolean)).toEqual([
      'm01 24',
      'm03 24',
      'm05 24',
      'm07 24',
      'm09 24',
      'm11 24',
      'm01 25',
    ]);
  });
});
