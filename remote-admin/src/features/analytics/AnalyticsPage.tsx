import { ErrorPanel, PageHeader, Spinner, useDocumentTitle, useFormat } from '@atelier/shared';
import { useAnalytics } from '@atelier/shared/data/analytics';
import { kitStyles } from '@atelier/shared/kit';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import styles from './Analytics.module.css';
import { AnalyticsStatCards } from './AnalyticsStatCards';
import { parseRange, rangeLength, writeRange } from './analytics-range';
import { FunnelPanel } from './FunnelPanel';
import { RangePicker } from './RangePicker';
import { RankedTables } from './RankedTables';
import { TrafficChart } from './TrafficChart';

/** `/admin/analytics`: page views of the public site and the way from a visit to a client. */
export default function AnalyticsPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const title = t('analytics.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const trafficId = useId();
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => parseRange(params), [params]);
  const report = useAnalytics(range.from, range.to);
  const data = report.data;

  return (
    <>
      <PageHeader title={title} description={t('analytics.description')} />
      <RangePicker
        range={range}
        onPreset={(days) => setParams((current) => writeRange({ days }, current))}
        onDates={(from, to) => setParams((current) => writeRange({ from, to }, current))}
      />
      <p className={styles.rangeLine} aria-live="polite">
        {t('analytics.range.showing', {
          from: format.day(range.from),
          to: format.day(range.to),
          count: rangeLength(range.from, range.to),
        })}
        {report.isFetching && data ? ` ${t('analytics.updating')}` : ''}
      </p>
      {report.failure && !data ? (
        <ErrorPanel
          title={t('analytics.failed')}
          message={failureMessage(t, report.failure)}
          retryLabel={t('analytics.retry')}
          onRetry={report.refetch}
        />
      ) : (
        <>
          <AnalyticsStatCards report={data} />
          <section className={kitStyles.reportSection} aria-labelledby={trafficId}>
            <h2 id={trafficId} className={`${kitStyles.sectionTitle} ${kitStyles.titleGap}`}>
              {t('analytics.traffic.title')}
            </h2>
            {data ? <TrafficChart days={data.days} /> : <Spinner label={t('analytics.loading')} />}
          </section>
          {data ? (
            <>
              <FunnelPanel steps={data.funnel} />
              <RankedTables report={data} />
            </>
          ) : null}
          <p className={kitStyles.note}>{t('analytics.privacy')}</p>
        </>
      )}
    </>
  );
}
