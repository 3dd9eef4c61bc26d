import type { InvoiceAutomationAnalytics } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { useInvoicingAnalytics } from '@atelier/shared/data/invoice-automation';
import { useAgencyCurrency } from '@atelier/shared/data/invoices';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { LoadState } from '../../common/LoadState';
import styles from './AnalyticsView.module.css';
import { InvoicedByMonth } from './InvoicedByMonth';
import { UpcomingTable } from './UpcomingTable';

/** Analytics: invoiced per month by rule, paid vs outstanding, days to pay, what comes next. */
export function AnalyticsView() {
  const { t } = useTranslation(NAMESPACE);
  const analytics = useInvoicingAnalytics();
  const currency = useAgencyCurrency();
  const data = analytics.data?.analytics;
  return (
    <>
      <LoadState scope="invoicing" query={analytics} title={t('invoicing.analytics.loadFailed')} />
      {data ? <Figures analytics={data} currency={currency} /> : null}
    </>
  );
}

function Figures({
  analytics,
  currency,
}: {
  analytics: InvoiceAutomationAnalytics;
  currency: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const byMonthId = useId();
  const upcomingId = useId();
  const {
    paid_cents: paid,
    outstanding_cents: outstanding,
    overdue_cents: overdue,
  } = analytics.paidVsOutstanding;
  const whole = Math.max(1, paid + outstanding);
  const figure = (label: string, value: string) => (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <dl className={styles.figures}>
        {figure(t('invoicing.analytics.paid'), format.money(paid, currency))}
        {figure(t('invoicing.analytics.outstanding'), format.money(outstanding, currency))}
        {figure(t('invoicing.analytics.overdue'), format.money(overdue, currency))}
        {figure(
          t('invoicing.analytics.averageDaysToPay'),
          analytics.averageDaysToPay === null
            ? t('invoicing.analytics.noPaidYet')
            : t('invoicing.analytics.days', {
                count: analytics.averageDaysToPay,
                days: format.number(analytics.averageDaysToPay, 1),
              }),
        )}
      </dl>
      {/* Drawn only: the figures above carry the same amounts as text. */}
      <div className={`${styles.track} ${styles.section}`} aria-hidden="true">
        <span
          className={`${styles.segment} ${styles.paid}`}
          style={{ width: `${(paid / whole) * 100}%` }}
        />
        <span
          className={`${styles.segment} ${styles.open}`}
          style={{ width: `${((outstanding - overdue) / whole) * 100}%` }}
        />
        <span
          className={`${styles.segment} ${styles.overdue}`}
          style={{ width: `${(overdue / whole) * 100}%` }}
        />
      </div>
      <section className={styles.section} aria-labelledby={byMonthId}>
        <h3 id={byMonthId}>{t('invoicing.analytics.byMonthTitle')}</h3>
        <InvoicedByMonth months={analytics.invoicedByMonth} currency={currency} />
      </section>
      <section className={styles.section} aria-labelledby={upcomingId}>
        <h3 id={upcomingId}>{t('invoicing.analytics.upcomingTitle')}</h3>
        <UpcomingTable rows={analytics.upcoming} currency={currency} />
      </section>
    </>
  );
}
