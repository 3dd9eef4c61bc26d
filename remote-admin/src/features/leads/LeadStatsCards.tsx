import {
  type ApiFailure,
  FailureLine,
  LEAD_STATUSES,
  type LeadStats,
  useFormat,
} from '@atelier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './LeadStatsCards.module.css';
import { leadErrorKey } from './lead-errors';

type StatKey = keyof LeadStats;

/** Spec §7's stats, in the order the agency reads them: the statuses in pipeline order. */
const CARDS: StatKey[] = ['total', ...LEAD_STATUSES, 'averageScore', 'totalValue', 'thisMonth'];

type LeadStatsCardsProps = { stats: LeadStats | undefined; failure: ApiFailure | null };

export function LeadStatsCards({ stats, failure }: LeadStatsCardsProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const headingId = useId();

  const value = (key: StatKey, figures: LeadStats) => {
    if (key === 'totalValue') return format.wholeMoney(figures.totalValue * 100, 'USD');
    if (key === 'averageScore') return format.number(figures.averageScore, 1);
    return format.number(figures[key], 1);
  };

  return (
    <section aria-labelledby={headingId} aria-busy={!stats && !failure}>
      <h2 id={headingId} className="at-visually-hidden">
        {t('leads.stats.title')}
      </h2>
      {failure && !stats ? (
        <FailureLine variant="banner" className={styles.failure}>
          {t('leads.stats.failed', { reason: t(leadErrorKey(failure)) })}
        </FailureLine>
      ) : (
        <dl className={styles.grid}>
          {CARDS.map((key) => (
            <div key={key} className={styles.card} data-stat={key}>
              <dt className={styles.label}>{t(`leads.stats.${key}`)}</dt>
              <dd className={styles.value}>
                {stats ? value(key, stats) : <span className={styles.skeleton} />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
