import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('the "best" shop')).toBe('"the ""best"" shop"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(25000)).toBe('25000');
  });

  it('keeps a spreadsheet from running a cell as a formula, but leaves numbers and phones alone', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('+33 1 23 45 67 89')).toBe('+33 1 23 45 67 89');
  });
});

describe('toCsv', () => {
  it('writes the header and one line per row, in the columns order, with a BOM and CRLF', () => {
    const csv = toCsv(['b', 'a'] as const, [
      { a: 1, b: 'x' },
      { a: null, b: undefined },
    ]);
    expect(csv).toBe('\uFEFFb,a\r\nx,1\r\n,\r\n');
  });

  it('quotes and defuses each cell', () => {
    const csv = toCsv(['text'] as const, [{ text: 'Jane, "Studio"' }, { text: '=HYPERLINK("x")' }]);
    expect(csv.replace('\uFEFF', '').split('\r\n')).toEqual([
      'text',
      '"Jane, ""Studio"""',
      `"'=HYPERLINK(""x"")"`,
      '',
    ]);
  });
});
