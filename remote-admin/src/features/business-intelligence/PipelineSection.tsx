import type { Insights } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { BarTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './BusinessIntelligence.module.css';
import { InsightSection, RowsChartAndTable } from './InsightSection';

/** Lead budgets per stage of the leads created in the range, and the proposals open today. */
export function PipelineSection({
  pipeline,
  currency,
}: {
  pipeline: Insights['pipeline'];
  currency: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const budget = (cents: number) => format.money(cents, pipeline.currency);
  const data = pipeline.stages.map((stage) => ({
    key: stage.status,
    label: t(`leads.statuses.${stage.status}`),
    value: stage.budget_cents,
  }));
  const title = t('businessIntelligence.pipeline.title');
  const open = pipeline.open_proposals;
  return (
    <InsightSection
      id="bi-pipeline"
      title={title}
      description={t('businessIntelligence.pipeline.description')}
      emptyText={t('businessIntelligence.pipeline.empty')}
      isEmpty={false}
    >
      <p className={styles.figure}>
        {t('businessIntelligence.pipeline.openProposals', {
          count: open.count,
          amount: format.money(open.total_cents, currency),
        })}
      </p>
      {pipeline.leads === 0 ? (
        <p className={styles.empty}>{t('businessIntelligence.pipeline.empty')}</p>
      ) : (
        <RowsChartAndTable
          title={title}
          chartTitle={t('businessIntelligence.pipeline.chart')}
          data={data}
          formatValue={budget}
          table={
            <BarTable
              caption={t('businessIntelligence.pipeline.chart')}
              columns={[
                { key: 'stage', header: t('businessIntelligence.pipeline.stage') },
                { key: 'leads', header: t('businessIntelligence.pipeline.leads'), numeric: true },
                {
                  key: 'withBudget',
                  header: t('businessIntelligence.pipeline.withBudget'),
                  numeric: true,
                },
                { key: 'budget', header: t('businessIntelligence.pipeline.budget'), numeric: true },
              ]}
              rows={pipeline.stages.map((stage) => ({
                key: stage.status,
                label: t(`leads.statuses.${stage.status}`),
                cells: [
                  format.number(stage.leads),
                  format.number(stage.with_budget),
                  budget(stage.budget_cents),
                ],
              }))}
              footer={{
                key: 'total',
                label: t('businessIntelligence.total'),
                cells: [
                  format.number(pipeline.leads),
                  format.number(pipeline.stages.reduce((sum, stage) => sum + stage.with_budget, 0)),
                  budget(pipeline.total_cents),
                ],
              }}
            />
          }
        />
      )}
    </InsightSection>
  );
}
