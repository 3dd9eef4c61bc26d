import { type ReactNode, useId } from 'react';
import styles from './DataTable.module.css';
import { ScrollRegion } from './ScrollRegion';
import { TableHead } from './TableHead';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  isNumeric?: boolean;
};

export type DataTableProps<Row> = {
  caption: ReactNode;
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
};

export function DataTable<Row>({ caption, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  const captionId = useId();
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <ScrollRegion className={styles.scroller} labelledBy={captionId}>
      <table className={styles.table}>
        <TableHead
          captionId={captionId}
          caption={caption}
          captionClassName={styles.caption}
          headers={columns.map(({ key, header, isNumeric }) => ({
            key,
            header,
            className: isNumeric ? styles.numeric : undefined,
          }))}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.isNumeric ? styles.numeric : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
