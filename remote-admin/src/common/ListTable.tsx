import type { SortOrder } from '@atelier/shared';
import { ScrollRegion } from '@atelier/shared/kit';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import styles from './RecordList.module.css';

type ListTableProps = {
  /** Names the table for screen readers (and the end-to-end tests). */
  caption: string;
  /** While a newer page or order is on its way. */
  isBusy?: boolean;
  /** Columns at their natural width (a record's related records) instead of the full list's. */
  isCompact?: boolean;
  /** The table's own rules (its width, its selected rows), in place of the list's width. */
  tableClassName?: string;
  /** The header cells. */
  columns: ReactNode;
  /** The rows. */
  children: ReactNode;
};

/** A list's table in its sideways-scrolling frame, named by a caption only screen readers see. */
export function ListTable(props: ListTableProps) {
  const { caption, isBusy, isCompact, tableClassName, columns, children } = props;
  const captionId = useId();
  const width = tableClassName ?? (isCompact ? null : styles.wide);
  return (
    <ScrollRegion className={styles.scroller} labelledBy={captionId}>
      <table className={width ? `${styles.table} ${width}` : styles.table} aria-busy={isBusy}>
        <caption id={captionId} className="at-visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>{columns}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

type SortHeaderProps<S extends string> = {
  column: S;
  sort: S;
  order: SortOrder;
  onSort: (column: S) => void;
  isNumeric?: boolean;
  children: ReactNode;
};

/** A column header that sorts: the button says what a press does; `aria-sort` says what is. */
export function SortHeader<S extends string>(props: SortHeaderProps<S>) {
  const { column, sort, order, onSort, isNumeric, children } = props;
  const isSorted = sort === column;
  return (
    <th
      scope="col"
      aria-sort={isSorted ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={isNumeric ? styles.numeric : undefined}
    >
      <button type="button" className={styles.sort} onClick={() => onSort(column)}>
        {children}
        <span aria-hidden="true" className={styles.arrow}>
          {isSorted ? (order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** How a table is sorted and what a header press does. */
export type TableSorting<S extends string> = {
  sort: S;
  order: SortOrder;
  onSort: (column: S) => void;
};

/**
 * The header cell maker of a table: a `SortHeader` for `column` when the table is sorted
 * (given `sorting`), a plain column header otherwise.
 */
export function sortHeaders<S extends string>(sorting: TableSorting<S> | undefined) {
  return (column: S, label: string, isNumeric = false) =>
    sorting ? (
      <SortHeader
        column={column}
        sort={sorting.sort}
        order={sorting.order}
        isNumeric={isNumeric}
        onSort={sorting.onSort}
      >
        {label}
      </SortHeader>
    ) : (
      <th scope="col" className={isNumeric ? styles.numeric : undefined}>
        {label}
      </th>
    );
}

/** Placeholder rows while a list loads, so the table does not jump when it arrives. */
export function SkeletonRows({ rows = 5, columns }: { rows?: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row}>
      {Array.from({ length: columns }, (_, cell) => (
        <td key={cell}>
          <span className={styles.skeleton} />
        </td>
      ))}
    </tr>
  ));
}

type RowHeaderProps = {
  /** The record's own page. */
  to: string;
  /** The record's name (or number), the link's text. */
  children: ReactNode;
  /** A second line under the name, muted (the project of an invoice). */
  sub?: ReactNode;
};

/** A row's first cell: the record's name, linking to its page (its accessible name). */
export function RowHeader({ to, children, sub }: RowHeaderProps) {
  return (
    <th scope="row" className={styles.rowHeader}>
      <Link className={styles.link} to={to}>
        {children}
      </Link>
      {sub === undefined || sub === null ? null : <span className={styles.sub}>{sub}</span>}
    </th>
  );
}
