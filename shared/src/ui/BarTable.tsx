import { type CSSProperties, type ReactNode, useId } from 'react';
import styles from './BarTable.module.css';
import { ScrollRegion } from './ScrollRegion';
import { TableHead } from './TableHead';

export type BarTableColumn = {
  key: string;
  header: ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
};

export type BarTableRow = {
  key: string;
  /** The row's header cell (the first column). */
  label: ReactNode;
  /** One cell per column after the first, in the columns' order. */
  cells: readonly ReactNode[];
  /** The row's bar, drawn by the caller (one, stacked or paired): for the eye only. */
  bar?: ReactNode;
};

export type BarTableProps = {
  caption: string;
  /** Every column, the row headers' first. */
  columns: readonly BarTableColumn[];
  rows: readonly BarTableRow[];
  /**
   * A last column holding each row's bar, hidden from screen readers (the cells say the same):
   * its header is read only by them, and it takes `width` of the table.
   */
  bars?: { header: string; width: string };
  /**
   * `boxed`: its own bordered box that scrolls sideways on a narrow screen (the numbers beside a
   * chart); `plain`: the table alone, in the caller's card.
   */
  variant?: 'boxed' | 'plain';
  /** A long boxed table scrolls in a box of this height instead of lengthening the page. */
  isLong?: boolean;
  /** An optional total row (a header cell and one cell per column). */
  footer?: BarTableRow;
};

/** Figures as a captioned table, a row a label, with a bar per row where the caller draws one. */
export function BarTable({
  caption,
  columns,
  rows,
  bars,
  variant = 'boxed',
  isLong,
  footer,
}: BarTableProps) {
  const captionId = useId();
  const numeric = columns.slice(1).map((column) => column.numeric === true);
  const barStyle = bars ? ({ width: bars.width } satisfies CSSProperties) : undefined;
  const cells = (row: BarTableRow) => (
    <>
      {row.cells.map((cell, index) => (
        <td key={index} className={numeric[index] ? styles.numeric : undefined}>
          {cell}
        </td>
      ))}
      {bars ? (
        <td className={styles.barCell} style={barStyle} aria-hidden="true">
          {row.bar}
        </td>
      ) : null}
    </>
  );
  const table = (
    <table className={`${styles.table} ${styles[variant]}`}>
      <TableHead
        captionId={captionId}
        caption={caption}
        captionClassName={styles.caption}
        headers={columns.map(({ key, header, numeric }) => ({
          key,
          header,
          className: numeric ? styles.numeric : undefined,
        }))}
        after={
          bars ? (
            <th scope="col" className={styles.barCell} style={barStyle}>
              <span className="at-visually-hidden">{bars.header}</span>
            </th>
          ) : null
        }
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {cells(row)}
          </tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot>
          <tr>
            <th scope="row">{footer.label}</th>
            {cells(footer)}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
  // The caller's card frames a plain table; it still scrolls inside itself when too wide.
  if (variant === 'plain') return <ScrollRegion labelledBy={captionId}>{table}</ScrollRegion>;
  return (
    <ScrollRegion
      className={`${styles.scroller} ${isLong ? styles.long : ''}`}
      labelledBy={captionId}
    >
      {table}
    </ScrollRegion>
  );
}
