import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import styles from './Dashboard.module.css';

type OverviewCardProps = {
  title: string;
  /** The page the card stands for; its heading is the link there. */
  to: string;
  /** Lists and tables take two columns where there is room. */
  isWide?: boolean;
  children: ReactNode;
};

/** One labelled region of the dashboard, headed by a link to the page it summarises. */
export function OverviewCard({ title, to, isWide = false, children }: OverviewCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={isWide ? `${styles.card} ${styles.wide}` : styles.card}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        <Link to={to} className={styles.cardLink}>
          {title}
        </Link>
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      </h2>
      {children}
    </section>
  );
}

/** A grey block where a figure will appear; `lines` stacked blocks for a list. */
export function Skeleton({ lines = 1 }: { lines?: number }) {
  return (
    <span className={styles.skeletonGroup} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.skeleton} />
      ))}
    </span>
  );
}
