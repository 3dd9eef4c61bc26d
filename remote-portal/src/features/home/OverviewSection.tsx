import { kitStyles } from '@atelier/shared/kit';
import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './ClientOverview.module.css';

type OverviewSectionProps = {
  title: string;
  /** Shown instead of the list when there is nothing in it. */
  empty: string;
  isEmpty: boolean;
  /** A link to the whole area, under the list. */
  footer?: ReactNode;
  children: ReactNode;
};

/** One card of the overview, named by its heading (a region for screen readers). */
export function OverviewSection({ title, empty, isEmpty, footer, children }: OverviewSectionProps) {
  const headingId = useId();
  return (
    <section className={kitStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={kitStyles.cardTitle}>
        {title}
      </h2>
      {isEmpty ? <p className={styles.empty}>{empty}</p> : children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
