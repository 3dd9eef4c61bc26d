/** A spreadsheet would run a cell starting like a formula; numbers and phones are left alone. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?[\d\s().-]+$/;

/** RFC 4180: quote a cell holding a comma, a quote or a line break, and double its quotes. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file of `rows`, one column per name in `columns` (the header), each cell quoted and
 * defused (`csvCell`). CRLF line ends and a byte-order mark, so spreadsheet apps read accents
 * right.
 */
export function toCsv<const C extends string>(
  columns: readonly C[],
  rows: ReadonlyArray<Readonly<Record<C, unknown>>>,
): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
