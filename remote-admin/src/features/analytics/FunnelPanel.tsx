import type { FunnelStep } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { BarTable, kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../common/charts/BarChart';
import { NAMESPACE } from '../../i18n';
import styles from './Analytics.module.css';
import { funnelRows } from './analytics-figures';

/** Visitors → estimator → leads → converted, as bars and as a table with the step rates. */
export function FunnelPanel({ steps }: { steps: readonly FunnelStep[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const headingId = useId();
  const rows = funnelRows(steps);
  const rate = (value: number | null) =>
    value === null ? t('analytics.none') : format.percent(value);
  const summary = t('analytics.funnel.summary', {
    steps: rows
      .map((row) =>
        t('analytics.funnel.summaryStep', {
          step: t(`analytics.funnel.steps.${row.step}`),
          count: format.number(row.count),
        }),
      )
      .join(', '),
  });

  return (
    <section className={kitStyles.reportSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${kitStyles.sectionTitle} ${kitStyles.titleGap}`}>
        {t('analytics.funnel.title')}
      </h2>
      <p className={styles.muted}>{t('analytics.funnel.description')}</p>
      <div className={styles.funnel}>
        <BarChart
          orientation="rows"
          title={t('analytics.funnel.chartTitle')}
          summary={summary}
          data={rows.map((row) => ({
            key: row.step,
            label: t(`analytics.funnel.steps.${row.step}`),
            value: row.count,
          }))}
          formatValue={(value) => format.number(value)}
        />
        <BarTable
          caption={t('analytics.funnel.tableCaption')}
          columns={[
            { key: 'step', header: t('analytics.funnel.step') },
            { key: 'count', header: t('analytics.funnel.count'), numeric: true },
            { key: 'stepRate', header: t('analytics.funnel.stepRate'), numeric: true },
            { key: 'overallRate', header: t('analytics.funnel.overallRate'), numeric: true },
          ]}
          rows={rows.map((row) => ({
            key: row.step,
            label: t(`analytics.funnel.steps.${row.step}`),
            cells: [format.number(row.count), rate(row.stepRate), rate(row.overallRate)],
          }))}
        />
      </div>
    </section>
  );
}
