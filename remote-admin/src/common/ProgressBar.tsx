import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import styles from './ProgressBar.module.css';

/** A project's progress: a bar for the eye, its percentage as text for everyone. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const { t } = useTranslation(NAMESPACE);
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const text = t('projects.progressValue', { percent });
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
      <span className={styles.value} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
