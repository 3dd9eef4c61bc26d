import { type ApiFailure, LEAD_STATUSES, type LeadStats, useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { StatCards } from '../../common/StatCards';
import { NAMESPACE } from '../../i18n';
import { leadFailureText } from './lead-errors';

type StatKey = keyof LeadStats;

/** Spec §7's stats, in the order the agency reads them: the statuses in pipeline order. */
const CARDS: StatKey[] = ['total', ...LEAD_STATUSES, 'averageScore', 'totalValue', 'thisMonth'];

type LeadStatsCardsProps = { stats: LeadStats | undefined; failure: ApiFailure | null };

export function LeadStatsCards({ stats, failure }: LeadStatsCardsProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();

  const value = (key: StatKey, figures: LeadStats) => {
    if (key === 'totalValue') return format.wholeMoney(figures.totalValue * 100, 'USD');
    if (key === 'averageScore') return format.number(figures.averageScore, 1);
    return format.number(figures[key], 1);
  };

  return (
    <StatCards
      title={t('leads.stats.title')}
      isBusy={!stats && !failure}
      failure={
        failure && !stats ? t('leads.stats.failed', { reason: leadFailureText(failure) }) : null
      }
      isShimmering
      cards={CARDS.map((key) => ({
        key,
        label: t(`leads.stats.${key}`),
        value: stats ? value(key, stats) : null,
      }))}
    />
  );
}
