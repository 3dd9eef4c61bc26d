import type { Insights } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { BarTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { InsightSection, RowsChartAndTable } from './InsightSection';

/** The average accepted proposal and the average paid invoice of the range. */
export function DealSizeSection({
  dealSize,
  currency,
}: {
  dealSize: Insights['deal_size'];
  currency: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const money = (cents: number) => format.money(cents, currency);
  const kinds = [
    {
      key: 'proposals',
      label: t('businessIntelligence.dealSize.proposals'),
      count: dealSize.accepted_proposals,
      total: dealSize.accepted_total_cents,
      average: dealSize.average_proposal_cents,
    },
    {
      key: 'invoices',
      label: t('businessIntelligence.dealSize.invoices'),
      count: dealSize.paid_invoices,
      total: dealSize.paid_total_cents,
      average: dealSize.average_invoice_cents,
    },
  ];
  const data = kinds
    .filter((kind) => kind.average !== null)
    .map((kind) => ({ key: kind.key, label: kind.label, value: kind.average ?? 0 }));
  const title = t('businessIntelligence.dealSize.title');
  return (
    <InsightSection
      id="bi-deal-size"
      title={title}
      description={t('businessIntelligence.dealSize.description')}
      emptyText={t('businessIntelligence.dealSize.empty')}
      isEmpty={data.length === 0}
    >
      <RowsChartAndTable
        title={title}
        chartTitle={t('businessIntelligence.dealSize.chart')}
        data={data}
        formatValue={money}
        table={
          <BarTable
            caption={title}
            columns={[
              { key: 'kind', header: t('businessIntelligence.dealSize.kind') },
              { key: 'count', header: t('businessIntelligence.dealSize.count'), numeric: true },
              { key: 'total', header: t('businessIntelligence.dealSize.total'), numeric: true },
              {
                key: 'average',
                header: t('businessIntelligence.dealSize.average'),
                numeric: true,
              },
            ]}
            rows={kinds.map((kind) => ({
              key: kind.key,
              label: kind.label,
              cells: [
                format.number(kind.count),
                money(kind.total),
                format.money(kind.average, currency),
              ],
            }))}
          />
        }
      />
    </InsightSection>
  );
}
