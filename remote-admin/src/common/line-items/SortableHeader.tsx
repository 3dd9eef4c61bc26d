import styles from './RecordList.module.css';

type SortableHeaderProps<C extends string> = {
  column: C;
  label: string;
  sort: C;
  order: 'asc' | 'desc';
  isNumeric?: boolean;
  onSort: (column: C) => void;
};

/** A column header that sorts: the button says what a press does; `aria-sort` says what is. */
export function SortableHeader<C extends string>({
  column,
  label,
  sort,
  order,
  isNumeric,
  onSort,
}: SortableHeaderProps<C>) {
  const isSorted = sort === column;
  return (
    <th
      scope="col"
      aria-sort={isSorted ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={isNumeric ? styles.numeric : undefined}
    >
      <button type="button" className={styles.sort} onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className={styles.arrow}>
          {isSorted ? (order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
