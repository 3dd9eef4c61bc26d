import type { ScoringRun } from '@atelier/shared';
import { FailureLine } from '@atelier/shared';
import { isRunActive } from '@atelier/shared/data/lead-scoring';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './Criteria.module.css';

/**
 * The latest re-scoring run: a progress bar while it goes (polled every second), then what it
 * did, or why it failed.
 */
export function RescoreProgress({ run }: { run: ScoringRun }) {
  const { t } = useTranslation(NAMESPACE);
  const isActive = isRunActive(run);
  const percent = run.total > 0 ? Math.round((100 * run.done) / run.total) : 0;
  return (
    <section className={styles.panel} aria-labelledby="scoring-run-heading">
      <h3 id="scoring-run-heading" className={styles.panelTitle}>
        {t('scoring.run.title')}
      </h3>
      {isActive ? (
        <div className={styles.progress}>
          <div
            className={styles.track}
            role="progressbar"
            aria-label={t('scoring.run.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={run.total}
            aria-valuenow={run.done}
            aria-valuetext={t('scoring.run.progress', { done: run.done, total: run.total })}
          >
            <span className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
          <span aria-hidden="true">
            {t('scoring.run.progress', { done: run.done, total: run.total })}
          </span>
        </div>
      ) : null}
      <p role="status">
        {run.status === 'queued' ? t('scoring.run.queued') : null}
        {run.status === 'running' ? t('scoring.run.running') : null}
        {run.status === 'done'
          ? t('scoring.run.done', { count: run.done, changed: run.changed })
          : null}
        {run.status === 'superseded' ? t('scoring.run.superseded') : null}
      </p>
      {run.status === 'failed' ? (
        <FailureLine>
          {t('scoring.run.failed', { done: run.done, total: run.total, count: run.done })}{' '}
          {run.error ? t('scoring.run.failedReason', { error: run.error }) : null}
        </FailureLine>
      ) : null}
    </section>
  );
}
