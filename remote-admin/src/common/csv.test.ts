import { describe, expect, it } from 'vitest';
import { csvAmount, toCsv } from './csv';

describe('toCsv', () => {
  it('writes the header and one line per row, in the columns order, with a BOM and CRLF', () => {
    const csv = toCsv(['b', 'a'] as const, [
      { a: 1, b: 'x' },
      { a: null, b: undefined },
    ]);
    expect(csv).toBe('\uFEFFb,a\r\nx,1\r\n,\r\n');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas but not numbers', () => {
    const csv = toCsv(['text'] as const, [
      { text: 'Jane, "Studio"' },
      { text: 'two\nlines' },
      { text: '=HYPERLINK("x")' },
      { text: '@SUM(A1)' },
      { text: '-12.50' },
    ]);
    expect(csv.replace('\uFEFF', '').split('\r\n')).toEqual([
      'text',
      '"Jane, ""Studio"""',
      '"two\nlines"',
      `"'=HYPERLINK(""x"")"`,
      "'@SUM(A1)",
      '-12.50',
      '',
    ]);
  });

  it('writes cents as currency units with two decimals', () => {
    expect(csvAmount(120_050)).toBe('1200.50');
    expect(csvAmount(0)).toBe('0.00');
    expect(csvAmount(-500)).toBe('-5.00');
  });
});
