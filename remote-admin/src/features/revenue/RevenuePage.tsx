import { ButtonLink, ErrorPanel, PageHeader, Spinner, useDocumentTitle } from '@atelier/shared';
import {
  useMonthlyRevenue,
  useRecentPayments,
  useRevenueStats,
} from '@atelier/shared/data/revenue';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import { PaymentTable } from '../payments/PaymentTable';
import styles from './Revenue.module.css';
import { RevenueChart, RevenueTable } from './RevenueChart';
import { RevenueStatsCards } from './RevenueStatsCards';

export default function RevenuePage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('revenue.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const stats = useRevenueStats();
  const monthly = useMonthlyRevenue();
  const recent = useRecentPayments();
  const currency = stats.data?.currency ?? 'USD';

  function chart() {
    if (monthly.failure && !monthly.data) {
      return (
        <ErrorPanel
          title={t('revenue.chart.failed')}
          message={failureMessage(t, monthly.failure)}
          retryLabel={t('revenue.retry')}
          onRetry={monthly.refetch}
        />
      );
    }
    if (!monthly.data) return <Spinner label={t('revenue.loading')} />;
    return (
      <div className={styles.monthly}>
        <RevenueChart months={monthly.data.revenues} currency={currency} />
        <RevenueTable months={monthly.data.revenues} currency={currency} />
      </div>
    );
  }

  function payments() {
    if (recent.failure && !recent.data) {
      return <p className={styles.muted}>{failureMessage(t, recent.failure)}</p>;
    }
    if (!recent.data) return <Spinner label={t('revenue.loading')} />;
    if (recent.data.payments.length === 0) {
      return <p className={styles.muted}>{t('revenue.recent.empty')}</p>;
    }
    return <PaymentTable payments={recent.data.payments} caption={t('revenue.recent.title')} />;
  }

  return (
    <>
      <PageHeader
        title={title}
        description={t('revenue.description')}
        actions={
          <ButtonLink to="/admin/payments?tab=payments" variant="secondary">
            {t('revenue.recent.all')}
          </ButtonLink>
        }
      />
      <RevenueStatsCards stats={stats.data} failure={stats.failure} />
      <section className={kitStyles.reportSection} aria-labelledby="revenue-monthly">
        <h2 id="revenue-monthly" className={`${kitStyles.sectionTitle} ${kitStyles.titleGap}`}>
          {t('revenue.monthlyTitle')}
        </h2>
        {chart()}
      </section>
      <section className={kitStyles.reportSection} aria-labelledby="revenue-recent">
        <div className={`${kitStyles.spread} ${kitStyles.alignBaseline}`}>
          <h2 id="revenue-recent" className={`${kitStyles.sectionTitle} ${kitStyles.titleGap}`}>
            {t('revenue.recent.title')}
          </h2>
          <ButtonLink to="/admin/payments?tab=payments" variant="ghost" size="sm">
            {t('revenue.recent.all')}
          </ButtonLink>
        </div>
        {payments()}
      </section>
    </>
  );
}
