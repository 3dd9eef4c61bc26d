import type { Conversion, Insights } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { BarTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './BusinessIntelligence.module.css';
import { InsightSection, RowsChartAndTable } from './InsightSection';

type Labelled = Conversion & { key: string; label: string };

/** Conversion by one dimension: the rate of each value as bars, the counts in a table. */
function ConversionBreakdown({ id, by, rows }: { id: string; by: string; rows: Labelled[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const shown = rows.filter((row) => row.leads > 0);
  const data = shown.map((row) => ({ key: row.key, label: row.label, value: row.rate ?? 0 }));
  const title = t(`businessIntelligence.conversion.${by}.title`);
  return (
    <>
      <h3 id={id} className={styles.subTitle}>
        {title}
      </h3>
      <RowsChartAndTable
        title={title}
        chartTitle={t(`businessIntelligence.conversion.${by}.chart`)}
        data={data}
        formatValue={format.percent}
        table={
          <BarTable
            caption={title}
            columns={[
              { key: 'label', header: t(`businessIntelligence.conversion.${by}.column`) },
              { key: 'leads', header: t('businessIntelligence.conversion.leads'), numeric: true },
              {
                key: 'converted',
                header: t('businessIntelligence.conversion.converted'),
                numeric: true,
              },
              { key: 'rate', header: t('businessIntelligence.conversion.rate'), numeric: true },
            ]}
            rows={shown.map((row) => ({
              key: row.key,
              label: row.label,
              cells: [
                format.number(row.leads),
                format.number(row.converted),
                format.percent(row.rate),
              ],
            }))}
          />
        }
      />
    </>
  );
}

/** How many leads created in the range became clients, by source and by project type. */
export function ConversionSection({ conversion }: { conversion: Insights['conversion'] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { total } = conversion;
  return (
    <InsightSection
      id="bi-conversion"
      title={t('businessIntelligence.conversion.title')}
      description={t('businessIntelligence.conversion.description')}
      emptyText={t('businessIntelligence.conversion.empty')}
      isEmpty={total.leads === 0}
    >
      <p className={styles.figure}>
        {t('businessIntelligence.conversion.total', {
          converted: format.number(total.converted),
          count: total.converted,
          leads: format.number(total.leads),
          rate: format.percent(total.rate),
        })}
      </p>
      <ConversionBreakdown
        id="bi-conversion-source"
        by="bySource"
        rows={conversion.by_source.map((row) => ({
          ...row,
          key: row.source,
          label: t(`leads.sources.${row.source}`),
        }))}
      />
      <ConversionBreakdown
        id="bi-conversion-type"
        by="byProjectType"
        rows={conversion.by_project_type.map((row) => ({
          ...row,
          key: row.project_type ?? 'none',
          label: row.project_type
            ? t(`leads.projectTypes.${row.project_type}`, { defaultValue: row.project_type })
            : t('businessIntelligence.conversion.noProjectType'),
        }))}
      />
    </InsightSection>
  );
}
