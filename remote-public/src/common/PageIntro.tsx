import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';
import common from './Public.module.css';

/** The opening band of an inner page, holding its one h1. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.intro}>
      <div className={common.container}>
        <p className={common.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children ? <div className={common.actions}>{children}</div> : null}
      </div>
    </div>
  );
}
