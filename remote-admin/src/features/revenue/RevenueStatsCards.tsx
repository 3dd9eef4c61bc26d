import type { ApiFailure, RevenueStats } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../common/record-errors';
import { StatCards } from '../../common/StatCards';
import { NAMESPACE } from '../../i18n';
import { describeChange } from './revenue-chart';

const CARD_KEYS = [
  'currentMonth',
  'lastMonth',
  'yearToDate',
  'change',
  'transactions',
  'creditedYearToDate',
] as const;

type RevenueStatsCardsProps = { stats: RevenueStats | undefined; failure: ApiFailure | null };

export function RevenueStatsCards({ stats, failure }: RevenueStatsCardsProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
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
    <StatCards
      title={t('revenue.stats.title')}
      isBusy={!stats && !failure}
      failure={
        failure && !stats ? t('revenue.stats.failed', { reason: failureMessage(t, failure) }) : null
      }
      isWide
      cards={(cards ?? CARD_KEYS.map((key) => ({ key, value: null }))).map((card) => ({
        ...card,
        label: t(`revenue.stats.labels.${card.key}`),
        direction: card.key === 'change' ? change?.direction : undefined,
      }))}
    />
  );
}
