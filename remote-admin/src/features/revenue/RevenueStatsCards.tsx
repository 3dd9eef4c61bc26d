import type { ApiFailure, RevenueStats } from '@atelier/shared';
import { FailureLine, useFormat } from '@atelier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import styles from './Revenue.module.css';
import { describeChange } from './revenue-chart';

type RevenueStatsCardsProps = { stats: RevenueStats | undefined; failure: ApiFailure | null };

export function RevenueStatsCards({ stats, failure }: RevenueStatsCardsProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const headingId = useId();
  // Revenue figures are currency units (docs/records.md), the formatter takes cents.
  const money = (amount: number) => format.money(Math.round(amount * 100), stats?.currency);

  const change = describeChange(stats?.monthOverMonthChange ?? null);
  const cards = stats
    ? [
        { key: 'currentMonth', value: money(stats.currentMonth) },
        { key: 'lastMonth', value: money(stats.lastMonth) },
        { key: 'yearToDate', value: money(stats.yearToDate) },
        {
          key: 'change',
          value: change
            ? t(`revenue.stats.change.${change.direction}`, {
                arrow: change.arrow,
                value: format.percent(change.value),
              })
            : t('revenue.stats.change.none'),
        },
        { key: 'transactions', value: format.number(stats.totalTransactions) },
        // Credit notes take off what invoices ask, not what was paid (docs/records.md).
        { key: 'creditedYearToDate', value: money(stats.creditedYearToDate ?? 0) },
      ]
    : null;

  return (
    <section aria-labelledby={headingId} aria-busy={!stats && !failure}>
      <h2 id={headingId} className="at-visually-hidden">
        {t('revenue.stats.title')}
      </h2>
      {failure && !stats ? (
        <FailureLine variant="banner" className={styles.failure}>
          {t('revenue.stats.failed', { reason: failureMessage(t, failure) })}
        </FailureLine>
      ) : (
        <dl className={styles.cards}>
          {(
            cards ??
            [
              'currentMonth',
              'lastMonth',
              'yearToDate',
              'change',
              'transactions',
              'creditedYearToDate',
            ].map((key) => ({
              key,
              value: null,
            }))
          ).map((card) => (
            <div
              key={card.key}
              className={styles.card}
              data-direction={card.key === 'change' ? change?.direction : undefined}
            >
              <dt className={styles.cardLabel}>{t(`revenue.stats.labels.${card.key}`)}</dt>
              <dd className={styles.cardValue}>
                {card.value ?? <span className={styles.skeleton} />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
