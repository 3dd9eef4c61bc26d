import { useScrollRegion } from '@atelier/shared';
import { type ReactNode, useId } from 'react';
import styles from './Charts.module.css';

export type ChartTableColumn = {
  key: string;
  header: ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
};

export type ChartTableRow = {
  key: string;
  /** The row's header cell (the first column). */
  label: ReactNode;
  /** One cell per column after the first, in the columns' order. */
  cells: readonly ReactNode[];
};

export type ChartTableProps = {
  caption: string;
  /** Every column, the row headers' first. */
  columns: readonly ChartTableColumn[];
  rows: readonly ChartTableRow[];
  /** A long table scrolls in a box of this height instead of lengthening the page. */
  isLong?: boolean;
  /** An optional total row (a header cell and one cell per column). */
  footer?: ChartTableRow;
};

/** The numbers behind a chart, as a captioned table that scrolls sideways on a narrow screen. */
export function ChartTable({ caption, columns, rows, footer, isLong }: ChartTableProps) {
  const captionId = useId();
  const scrollRegion = useScrollRegion(captionId);
  const numeric = columns.slice(1).map((column) => column.numeric === true);
  const cells = (row: ChartTableRow) =>
    row.cells.map((cell, index) => (
      <td key={index} className={numeric[index] ? styles.numeric : undefined}>
        {cell}
      </td>
    ));
  return (
    <div className={`${styles.tableScroller} ${isLong ? styles.longTable : ''}`} {...scrollRegion}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.tableCaption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? styles.numeric : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
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
    </div>
  );
}
