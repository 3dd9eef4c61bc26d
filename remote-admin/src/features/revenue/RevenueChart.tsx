import { type MonthlyRevenue, useFormat, useScrollRegion } from '@atelier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../common/charts/BarChart';
import { extremes } from '../../common/charts/chart-geometry';
import { NAMESPACE } from '../../i18n';
import styles from './Revenue.module.css';

type RevenueChartProps = { months: MonthlyRevenue[]; currency: string };

/**
 * The last 12 months as bars. The SVG is one image with a summary for screen readers; the
 * table beside it carries every figure.
 */
export function RevenueChart({ months, currency }: RevenueChartProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const money = (amount: number) => format.money(Math.round(amount * 100), currency);
  const summary = extremes(months, (month) => month.revenue);
  const label = summary
    ? t('revenue.chart.summary', {
        months: months.length,
        total: money(summary.total),
        best: format.month(summary.best.month),
        bestAmount: money(summary.best.revenue),
        worst: format.month(summary.worst.month),
        worstAmount: money(summary.worst.revenue),
      })
    : t('revenue.chart.empty');
  return (
    <BarChart
      title={t('revenue.chart.title')}
      summary={label}
      data={months.map((month) => ({
        key: month.month,
        label: format.month(month.month),
        axisLabel: format.month(month.month).replace(/\s*\d{4}$/, ''),
        value: month.revenue,
      }))}
      formatValue={money}
      formatAxis={(amount) => format.wholeMoney(Math.round(amount * 100), currency)}
    />
  );
}

/** The chart's numbers as a table: month, revenue, payments. */
export function RevenueTable({ months, currency }: RevenueChartProps) {
  const captionId = useId();
  const scrollRegion = useScrollRegion(captionId);
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <div className={styles.tableScroller} {...scrollRegion}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.tableCaption}>
          {t('revenue.table.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('revenue.table.month')}</th>
            <th scope="col" className={styles.numeric}>
              {t('revenue.table.revenue')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('revenue.table.payments')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('revenue.table.credited')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((month) => (
            <tr key={month.month}>
              <th scope="row">{format.month(month.month)}</th>
              <td className={styles.numeric}>
                {format.money(Math.round(month.revenue * 100), currency)}
              </td>
              <td className={styles.numeric}>{format.number(month.transactions)}</td>
              <td className={styles.numeric}>
                {format.money(Math.round((month.credited ?? 0) * 100), currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
