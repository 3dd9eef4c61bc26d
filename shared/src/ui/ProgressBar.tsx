import styles from './ProgressBar.module.css';

/** A share kept to a whole 0–100 for the bar's `aria-valuenow` (0 for a missing one). */
export function clampProgress(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

export type ProgressBarProps = {
  /** The share done, 0–100; rounded and kept within bounds. */
  value: number;
  /** The bar's accessible name ("Progress of Website redesign"). */
  label: string;
  /** The share as the app writes it ("60 %", "60%"): beside the bar and its `aria-valuetext`. */
  valueText: (percent: number) => string;
  /** `compact` in a table row, `roomy` on its own in a card or a page. */
  size?: 'compact' | 'roomy';
};

/**
 * A progress bar: a bar for the eye, its percentage as text for everyone. The text beside it is
 * hidden from screen readers, which already hear it as the bar's value.
 */
export function ProgressBar({ value, label, valueText, size = 'compact' }: ProgressBarProps) {
  const percent = clampProgress(value);
  const text = valueText(percent);
  return (
    <div className={`${styles.progress} ${styles[size]}`}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.value} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
