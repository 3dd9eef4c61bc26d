import { useFormat } from '@atelier/shared';
import styles from './Projects.module.css';
import { clampProgress, progressText } from './project-view';

/** A project's progress: a bar for the eye, its percentage as text for everyone. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const { language } = useFormat();
  const percent = clampProgress(value);
  const text = progressText(percent, language);
  return (
    <div className={styles.progress}>
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
      <span className={styles.value}>{text}</span>
    </div>
  );
}
