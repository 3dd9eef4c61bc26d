import type { AnalyticsDay } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { BarTable } from '@atelier/shared/kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, type ChartDatum } from '../../common/charts/BarChart';
import { NAMESPACE } from '../../i18n';
import styles from './Analytics.module.css';
import { busiestDay } from './analytics-figures';

/** About this many day labels under the columns, whatever the length of the range. */
const AXIS_LABELS = 8;

/** Visitors and page views per day: two drawings with a summary each, and one table. */
export function TrafficChart({ days }: { days: readonly AnalyticsDay[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const format = useFormat();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const shortDay = useMemo(
    () => new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    [language],
  );
  const every = Math.max(1, Math.ceil(days.length / AXIS_LABELS));
  const series = (count: (day: AnalyticsDay) => number): ChartDatum[] =>
    days.map((day, index) => ({
      key: day.day,
      label: format.day(day.day),
      axisLabel: index % every === 0 ? shortDay.format(new Date(`${day.day}T00:00:00Z`)) : '',
      value: count(day),
    }));
  const whole = (value: number) => format.number(Math.round(value));
  const busiest = busiestDay(days);
  const totals = days.reduce(
    (sum, day) => ({
      visitors: sum.visitors + day.visitors,
      page_views: sum.page_views + day.page_views,
    }),
    { visitors: 0, page_views: 0 },
  );
  const summary = (metric: 'visitors' | 'pageViews', total: number) =>
    busiest && busiest.page_views > 0
      ? t(`analytics.traffic.summary.${metric}`, {
          days: days.length,
          total: format.number(total),
          busiest: format.day(busiest.day),
          busiestVisitors: format.number(busiest.visitors),
          busiestViews: format.number(busiest.page_views),
          count: metric === 'visitors' ? busiest.visitors : busiest.page_views,
        })
      : t('analytics.traffic.empty', { days: days.length });

  return (
    <div className={styles.traffic}>
      <div className={styles.chartPair}>
        <BarChart
          title={t('analytics.traffic.visitorsTitle')}
          summary={summary('visitors', totals.visitors)}
          data={series((day) => day.visitors)}
          formatValue={whole}
        />
        <BarChart
          title={t('analytics.traffic.pageViewsTitle')}
          summary={summary('pageViews', totals.page_views)}
          data={series((day) => day.page_views)}
          formatValue={whole}
        />
      </div>
      <BarTable
        isLong
        caption={t('analytics.traffic.tableCaption')}
        columns={[
          { key: 'day', header: t('analytics.traffic.day') },
          { key: 'visitors', header: t('analytics.traffic.visitors'), numeric: true },
          { key: 'pageViews', header: t('analytics.traffic.pageViews'), numeric: true },
        ]}
        rows={[...days].reverse().map((day) => ({
          key: day.day,
          label: format.day(day.day),
          cells: [format.number(day.visitors), format.number(day.page_views)],
        }))}
        footer={{
          key: 'total',
          label: t('analytics.traffic.total'),
          cells: [format.number(totals.visitors), format.number(totals.page_views)],
        }}
      />
    </div>
  );
}
