import type { ReactNode } from 'react';
import styles from './ChartCard.module.css';

/** A colour of the chart: its name, and the class that paints its bars. */
export type LegendEntry = { key: string; label: string; colorClass: string | undefined };

type ChartCardProps = {
  /** The bars' colours, when there are several. */
  legend?: readonly LegendEntry[];
  children: ReactNode;
};

/** An analytics table in its framed card, under the legend of its bars' colours. */
export function ChartCard({ legend, children }: ChartCardProps) {
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
      {children}
    </div>
  );
}
