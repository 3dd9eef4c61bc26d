import type { Insights } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { BarTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../common/charts/BarChart';
import { extremes } from '../../common/charts/chart-geometry';
import { NAMESPACE } from '../../i18n';
import { ChartAndTable, InsightSection, RowsChartAndTable } from './InsightSection';
import { monthAxisLabels } from './month-axis';

type RevenueProps = { revenue: Insights['revenue']; currency: string };

/** Payments of the range by client: the ten largest, then everyone else in one row. */
export function RevenueByClientSection({ revenue, currency }: RevenueProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const money = (cents: number) => format.money(cents, currency);
  const rows = revenue.by_client.map((client) => ({
    key: client.client_id,
    label: client.company ? `${client.name} (${client.company})` : client.name,
    amount: client.amount_cents,
    payments: client.payments,
  }));
  if (revenue.others) {
    rows.push({
      key: 'others',
      label: t('businessIntelligence.revenueByClient.others', {
        count: revenue.others.clients,
      }),
      amount: revenue.others.amount_cents,
      payments: revenue.others.payments,
    });
  }
  const data = rows.map((row) => ({ key: row.key, label: row.label, value: row.amount }));
  const title = t('businessIntelligence.revenueByClient.title');
  return (
    <InsightSection
      id="bi-revenue-client"
      title={title}
      description={t('businessIntelligence.revenueByClient.description')}
      emptyText={t('businessIntelligence.revenueByClient.empty')}
      isEmpty={revenue.payments === 0}
    >
      <RowsChartAndTable
        title={title}
        chartTitle={t('businessIntelligence.revenueByClient.chart')}
        data={data}
        formatValue={money}
        table={
          <BarTable
            caption={t('businessIntelligence.revenueByClient.chart')}
            columns={[
              { key: 'client', header: t('businessIntelligence.revenueByClient.client') },
              { key: 'payments', header: t('businessIntelligence.payments'), numeric: true },
              { key: 'amount', header: t('businessIntelligence.amount'), numeric: true },
            ]}
            rows={rows.map((row) => ({
              key: row.key,
              label: row.label,
              cells: [format.number(row.payments), money(row.amount)],
            }))}
            footer={{
              key: 'total',
              label: t('businessIntelligence.total'),
              cells: [format.number(revenue.payments), money(revenue.total_cents)],
            }}
          />
        }
      />
    </InsightSection>
  );
}

/** Payments of the range month by month, months without any at zero. */
export function RevenueByMonthSection({ revenue, currency }: RevenueProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const money = (cents: number) => format.money(cents, currency);
  const months = revenue.by_month;
  const summary = extremes(months, (month) => month.amount_cents);
  const axisLabels = monthAxisLabels(
    months.map((month) => month.month),
    (month) => format.month(month).replace(/\s*\d{4}$/, ''),
  );
  const title = t('businessIntelligence.revenueByMonth.title');
  return (
    <InsightSection
      id="bi-revenue-month"
      title={title}
      description={t('businessIntelligence.revenueByMonth.description')}
      emptyText={t('businessIntelligence.revenueByMonth.empty')}
      isEmpty={revenue.payments === 0 || !summary}
    >
      <ChartAndTable
        chart={
          <BarChart
            title={t('businessIntelligence.revenueByMonth.chart')}
            summary={
              summary
                ? t('businessIntelligence.revenueByMonth.summary', {
                    months: months.length,
                    total: money(revenue.total_cents),
                    best: format.month(summary.best.month),
                    bestAmount: money(summary.best.amount_cents),
                    worst: format.month(summary.worst.month),
                    worstAmount: money(summary.worst.amount_cents),
                  })
                : ''
            }
            data={months.map((month, index) => ({
              key: month.month,
              label: format.month(month.month),
              axisLabel: axisLabels[index],
              value: month.amount_cents,
            }))}
            formatValue={money}
            formatAxis={(cents) => format.wholeMoney(cents, currency)}
          />
        }
        table={
          <BarTable
            caption={t('businessIntelligence.revenueByMonth.chart')}
            columns={[
              { key: 'month', header: t('businessIntelligence.revenueByMonth.month') },
              { key: 'payments', header: t('businessIntelligence.payments'), numeric: true },
              { key: 'amount', header: t('businessIntelligence.amount'), numeric: true },
            ]}
            rows={months.map((month) => ({
              key: month.month,
              label: format.month(month.month),
              cells: [format.number(month.payments), money(month.amount_cents)],
            }))}
            footer={{
              key: 'total',
              label: t('businessIntelligence.total'),
              cells: [format.number(revenue.payments), money(revenue.total_cents)],
            }}
          />
        }
      />
    </InsightSection>
  );
}
