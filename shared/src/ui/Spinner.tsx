import styles from './Spinner.module.css';

/**
 * The 'Loading...' spinner shown while a page or remote loads. The text is passed in (or
 * defaults to English) because the shell shows it before any translations exist.
 */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
