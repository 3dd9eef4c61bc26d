import { BarTable, type BarTableProps } from '@atelier/shared/kit';
import styles from './ChartCard.module.css';

/** A colour of the chart: its name, and the class that paints its bars. */
export type LegendEntry = { key: string; label: string; colorClass: string | undefined };

type ChartCardProps = Omit<BarTableProps, 'variant'> & {
  /** The bars' colours, when there are several. */
  legend?: readonly LegendEntry[];
};

/** An analytics table (the kit's `BarTable`) in its framed card, under its bars' colours. */
export function ChartCard({ legend, ...table }: ChartCardProps) {
  return (
    <div className={styles.card}>
      {legend ? (
        // For the eye; the table's numbers say the same to everyone.
        <ul className={styles.legend} aria-hidden="true">
          {legend.map((entry) => (
            <li key={entry.key}>
              <span className={`${styles.swatch} ${entry.colorClass}`} />
              {entry.label}
            </li>
          ))}
        </ul>
      ) : null}
      <BarTable variant="plain" {...table} />
    </div>
  );
}
