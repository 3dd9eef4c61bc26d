import { csvCell } from '../features/leads/lead-csv';

/**
 * A CSV file of `rows`, one column per name in `columns` (the header), each cell quoted and
 * defused as the leads export does (`csvCell`: RFC 4180 quoting, a cell starting like a
 * formula gets a leading `'`). CRLF line ends and a byte-order mark, so spreadsheet apps read
 * accents right.
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

/** An amount in cents as currency units with two decimals, as the exports write them. */
export const csvAmount = (cents: number): string => (cents / 100).toFixed(2);
