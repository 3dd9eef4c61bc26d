import {
  agencyToday,
  ErrorPanel,
  type InsightsRange,
  PageHeader,
  Spinner,
  useDocumentTitle,
  useFormat,
} from '@atelier/shared';
import { useInsights } from '@atelier/shared/data/insights';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import styles from './BusinessIntelligence.module.css';
import { ConversionSection } from './ConversionSection';
import { DealSizeSection } from './DealSizeSection';
import { readRange, writeRange } from './insights-range';
import { PipelineSection } from './PipelineSection';
import { RangePicker } from './RangePicker';
import { RevenueByClientSection, RevenueByMonthSection } from './RevenueSections';
import { WinRateSection } from './WinRateSection';

/** Conversion, pipeline, deal size, win rate and revenue over a range of days in the URL. */
export default function BusinessIntelligencePage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const title = t('businessIntelligence.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const [params, setParams] = useSearchParams();
  const today = agencyToday();
  const { range, problem } = useMemo(() => readRange(params, today), [params, today]);
  const insights = useInsights(range);

  const changeRange = (next: InsightsRange) =>
    setParams((current) => writeRange(next, current, today));

  function figures() {
    if (insights.failure && !insights.data) {
      return (
        <ErrorPanel
          title={t('businessIntelligence.failed')}
          message={failureMessage(t, insights.failure)}
          retryLabel={t('businessIntelligence.retry')}
          onRetry={insights.refetch}
        />
      );
    }
    if (!insights.data) return <Spinner label={t('businessIntelligence.loading')} />;
    const { currency, conversion, pipeline, deal_size, win_rate, revenue } = insights.data;
    return (
      <div aria-busy={insights.isFetching}>
        <RevenueByMonthSection revenue={revenue} currency={currency} />
        <RevenueByClientSection revenue={revenue} currency={currency} />
        <ConversionSection conversion={conversion} />
        <WinRateSection winRate={win_rate} />
        <DealSizeSection dealSize={deal_size} currency={currency} />
        <PipelineSection pipeline={pipeline} currency={currency} />
      </div>
    );
  }

  return (
    <>
      <PageHeader title={title} description={t('businessIntelligence.description')} />
      <RangePicker range={range} today={today} urlProblem={problem} onChange={changeRange} />
      <p className={styles.lead} aria-live="polite">
        {t('businessIntelligence.range.showing', {
          from: format.day(range.from),
          to: format.day(range.to),
        })}
      </p>
      {figures()}
    </>
  );
}
