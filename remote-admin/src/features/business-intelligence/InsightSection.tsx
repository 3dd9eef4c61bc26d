import { kitStyles } from '@atelier/shared/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, type ChartDatum } from '../../common/charts/BarChart';
import { describeSeries } from '../../common/charts/chart-geometry';
import { NAMESPACE } from '../../i18n';
import styles from './BusinessIntelligence.module.css';

type InsightSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** How the figure is computed, in a sentence. */
  description: string;
  /** Said instead of the chart and table when the range holds nothing to show. */
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
};

/** One figure of the page: a heading, what it means, then its chart and table (or why none). */
export function InsightSection({
  id,
  title,
  description,
  emptyText,
  isEmpty,
  children,
}: InsightSectionProps) {
  return (
    <section className={kitStyles.reportSection} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.lead}>{description}</p>
      {isEmpty ? <p className={styles.empty}>{emptyText}</p> : children}
    </section>
  );
}

/** A chart and its table side by side on a wide screen, one under the other on a narrow one. */
export function ChartAndTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <div className={styles.pair}>
      {chart}
      {table}
    </div>
  );
}

type RowsChartAndTableProps = {
  /** The figure's title, which opens the chart's spoken summary. */
  title: string;
  chartTitle: string;
  data: readonly ChartDatum[];
  formatValue: (value: number) => string;
  table: ReactNode;
};

/**
 * A bar per row beside its table; a screen reader hears the chart as "<title>: <each value>".
 */
export function RowsChartAndTable({
  title,
  chartTitle,
  data,
  formatValue,
  table,
}: RowsChartAndTableProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <ChartAndTable
      chart={
        <BarChart
          orientation="rows"
          title={chartTitle}
          summary={t('businessIntelligence.chartSummary', {
            title,
            values: describeSeries(data, formatValue, i18n.resolvedLanguage === 'fr' ? 'fr' : 'en'),
          })}
          data={data}
          formatValue={formatValue}
        />
      }
      table={table}
    />
  );
}
