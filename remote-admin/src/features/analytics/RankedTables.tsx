import type { AnalyticsCounts, AnalyticsReport } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { BarTable, kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Analytics.module.css';
import { percentOf } from './analytics-figures';

type Ranked = AnalyticsCounts & { key: string; label: string };

function RankedTable({
  caption,
  firstColumn,
  rows,
  totalViews,
}: {
  caption: string;
  firstColumn: string;
  rows: readonly Ranked[];
  totalViews: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  if (rows.length === 0) {
    return (
      <div className={styles.panel}>
        <p className={styles.panelTitle}>{caption}</p>
        <p className={styles.muted}>{t('analytics.ranked.empty')}</p>
      </div>
    );
  }
  return (
    <BarTable
      caption={caption}
      columns={[
        { key: 'name', header: firstColumn },
        { key: 'visitors', header: t('analytics.traffic.visitors'), numeric: true },
        { key: 'pageViews', header: t('analytics.traffic.pageViews'), numeric: true },
        { key: 'share', header: t('analytics.ranked.share'), numeric: true },
      ]}
      rows={rows.map((row) => {
        const share = percentOf(row.page_views, totalViews);
        return {
          key: row.key,
          label: <span className={styles.breakable}>{row.label}</span>,
          cells: [
            format.number(row.visitors),
            format.number(row.page_views),
            share === null ? t('analytics.none') : format.percent(share),
          ],
        };
      })}
    />
  );
}

/** Top pages, top sources and the device split of the range. */
export function RankedTables({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const total = report.totals.page_views;
  return (
    <section className={kitStyles.reportSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${kitStyles.sectionTitle} ${kitStyles.titleGap}`}>
        {t('analytics.ranked.title')}
      </h2>
      <div className={styles.rankedGrid}>
        <RankedTable
          caption={t('analytics.ranked.pagesCaption')}
          firstColumn={t('analytics.ranked.page')}
          totalViews={total}
          rows={report.top_pages.map((row) => ({ ...row, key: row.path, label: row.path }))}
        />
        <RankedTable
          caption={t('analytics.ranked.sourcesCaption')}
          firstColumn={t('analytics.ranked.source')}
          totalViews={total}
          rows={report.top_sources.map((row) => ({
            ...row,
            key: row.source,
            label: row.source === 'direct' ? t('analytics.ranked.direct') : row.source,
          }))}
        />
        <RankedTable
          caption={t('analytics.ranked.devicesCaption')}
          firstColumn={t('analytics.ranked.device')}
          totalViews={total}
          rows={report.devices.map((row) => ({
            ...row,
            key: row.device,
            label: t(`analytics.devices.${row.device}`),
          }))}
        />
      </div>
    </section>
  );
}
