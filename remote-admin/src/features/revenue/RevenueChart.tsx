import type { MonthlyRevenue } from '@atelier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordFormat } from '../../common/use-record-format';
import { NAMESPACE } from '../../i18n';
import styles from './Revenue.module.css';
import { chartBars, extremes, niceMax } from './revenue-chart';

const BOX = { width: 720, height: 220, gap: 12 } as const;
const AXIS = 80; // room on the left for the amounts
const HEADROOM = 12; // so the top amount is not cut
const LABELS = 28; // room below for the months

type RevenueChartProps = { months: MonthlyRevenue[]; currency: string };

/**
 * The last 12 months as bars. The SVG is one image with a summary for screen readers; the
 * table beside it carries every figure.
 */
export function RevenueChart({ months, currency }: RevenueChartProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRecordFormat();
  const titleId = useId();
  const money = (amount: number) => format.money(Math.round(amount * 100), currency);
  const bars = chartBars(months, BOX);
  const top = niceMax(Math.max(0, ...months.map((month) => month.revenue)));
  const summary = extremes(months);
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
  const grid = [0, 0.25, 0.5, 0.75, 1];

  return (
    <figure className={styles.chart}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {t('revenue.chart.title')}
      </figcaption>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 ${-HEADROOM} ${BOX.width + AXIS} ${BOX.height + LABELS + HEADROOM}`}
        className={styles.svg}
        preserveAspectRatio="xMidYMid meet"
      >
        {/* role="img" makes the drawing one image; its label is the summary above. */}
        <g>
          {grid.map((share) => {
            const y = BOX.height - share * BOX.height;
            return (
              <g key={share}>
                <line x1={AXIS} x2={AXIS + BOX.width} y1={y} y2={y} className={styles.gridLine} />
                <text x={AXIS - 8} y={y + 4} textAnchor="end" className={styles.axisText}>
                  {format.wholeMoney(Math.round(top * share * 100), currency)}
                </text>
              </g>
            );
          })}
          {bars.map((bar) => (
            <g key={bar.month}>
              <rect
                x={AXIS + bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={3}
                className={styles.bar}
              >
                <title>{`${format.month(bar.month)}: ${money(bar.revenue)}`}</title>
              </rect>
              <text
                x={AXIS + bar.x + bar.width / 2}
                y={BOX.height + 18}
                textAnchor="middle"
                className={styles.axisText}
              >
                {format.month(bar.month).replace(/\s*\d{4}$/, '')}
              </text>
            </g>
          ))}
        </g>
      </svg>
    </figure>
  );
}

/** The chart's numbers as a table: month, revenue, payments. */
export function RevenueTable({ months, currency }: RevenueChartProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRecordFormat();
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>{t('revenue.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('revenue.table.month')}</th>
            <th scope="col" className={styles.numeric}>
              {t('revenue.table.revenue')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('revenue.table.payments')}
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
