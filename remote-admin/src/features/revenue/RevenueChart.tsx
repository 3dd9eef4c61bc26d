import { type MonthlyRevenue, useFormat } from '@atelier/shared';
import { BarTable } from '@atelier/shared/kit';
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

/** The chart's numbers as a table: month, revenue, payments, credited; the newest first. */
export function RevenueTable({ months, currency }: RevenueChartProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const money = (amount: number) => format.money(Math.round(amount * 100), currency);
  return (
    <BarTable
      caption={t('revenue.table.caption')}
      columns={[
        { key: 'month', header: t('revenue.table.month') },
        { key: 'revenue', header: t('revenue.table.revenue'), numeric: true },
        { key: 'payments', header: t('revenue.table.payments'), numeric: true },
        { key: 'credited', header: t('revenue.table.credited'), numeric: true },
      ]}
      rows={[...months].reverse().map((month) => ({
        key: month.month,
        label: <span className={styles.month}>{format.month(month.month)}</span>,
        cells: [
          money(month.revenue),
          format.number(month.transactions),
          money(month.credited ?? 0),
        ],
      }))}
    />
  );
}
