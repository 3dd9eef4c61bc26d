import type { Insights } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { BarTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './BusinessIntelligence.module.css';
import { InsightSection, RowsChartAndTable } from './InsightSection';

const OUTCOMES = ['accepted', 'declined', 'expired'] as const;

/** Proposals decided in the range: accepted out of accepted, declined and expired. */
export function WinRateSection({ winRate }: { winRate: Insights['win_rate'] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const data = OUTCOMES.map((outcome) => ({
    key: outcome,
    label: t(`businessIntelligence.winRate.${outcome}`),
    value: winRate[outcome],
  }));
  const share = (count: number) =>
    format.percent(
      winRate.decided === 0 ? null : Math.round((count / winRate.decided) * 1000) / 10,
    );
  const title = t('businessIntelligence.winRate.title');
  return (
    <InsightSection
      id="bi-win-rate"
      title={title}
      description={t('businessIntelligence.winRate.description')}
      emptyText={t('businessIntelligence.winRate.empty')}
      isEmpty={winRate.decided === 0}
    >
      <p className={styles.figure}>
        {t('businessIntelligence.winRate.figure', {
          rate: format.percent(winRate.rate),
          accepted: t('businessIntelligence.winRate.acceptedCount', {
            value: format.number(winRate.accepted),
            count: winRate.accepted,
          }),
          decided: t('businessIntelligence.winRate.decidedCount', {
            value: format.number(winRate.decided),
            count: winRate.decided,
          }),
        })}
      </p>
      <RowsChartAndTable
        title={title}
        chartTitle={t('businessIntelligence.winRate.chart')}
        data={data}
        formatValue={format.number}
        table={
          <BarTable
            caption={t('businessIntelligence.winRate.chart')}
            columns={[
              { key: 'outcome', header: t('businessIntelligence.winRate.outcome') },
              { key: 'count', header: t('businessIntelligence.winRate.count'), numeric: true },
              { key: 'share', header: t('businessIntelligence.winRate.share'), numeric: true },
            ]}
            rows={data.map((row) => ({
              key: row.key,
              label: row.label,
              cells: [format.number(row.value), share(row.value)],
            }))}
            footer={{
              key: 'total',
              label: t('businessIntelligence.total'),
              cells: [format.number(winRate.decided), share(winRate.decided)],
            }}
          />
        }
      />
    </InsightSection>
  );
}
