import type { ReactNode } from 'react';
import styles from './FormAlert.module.css';

/** A form-level failure, announced when it appears. */
export function FormAlert({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M10 5.5v5.5M10 13.5v1"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <div>
        <p className={styles.title}>{title}</p>
        <p className={styles.message}>{children}</p>
      </div>
    </div>
  );
}
