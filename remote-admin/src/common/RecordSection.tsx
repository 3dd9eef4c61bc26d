import { kitStyles } from '@atelier/shared/kit';
import { type ReactNode, useId } from 'react';
import styles from './RecordPage.module.css';

/** A titled part of a record's page, with its one action beside the title. */
export function RecordSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={kitStyles.stackTight} aria-labelledby={id}>
      <div className={`${kitStyles.spread} ${styles.sectionHead}`}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
