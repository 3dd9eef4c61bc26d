import { type ContractAnalytics, NO_VALUE, useFormat } from '@atelier/shared';
import { useContractAnalytics } from '@atelier/shared/data/contracts';
import { EmptyState } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { LoadState } from '../../common/LoadState';
import styles from './ContractAnalytics.module.css';
import { hasNoContracts, signingRatePercent, signingTime } from './contract-figures';
import { SentSignedByMonth } from './SentSignedByMonth';

/** One figure card; `name` lets a test or a link find it (`[data-figure="sent"]`). */
function Figure({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div className={styles.figure} data-figure={name}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The counts shown first, each under its own label (`contracts.analytics.<count>`). */
const COUNTS = ['sent', 'signed', 'declined', 'expired'] as const;

function Figures({ analytics }: { analytics: ContractAnalytics }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const rate = signingRatePercent(analytics.signing_rate);
  const median = signingTime(analytics.median_hours_to_sign);
  const signedValue = analytics.signed_value
    .map((total) => format.money(total.cents, total.currency))
    .join(' · ');
  return (
    <dl className={styles.figures} aria-label={t('contracts.analytics.figuresLabel')}>
      {COUNTS.map((name) => (
        <Figure
          key={name}
          name={name}
          label={t(`contracts.analytics.${name}`)}
          value={String(analytics[name])}
        />
      ))}
      <Figure
        name="signing-rate"
        label={t('contracts.analytics.signingRate')}
        value={
          rate === null
            ? NO_VALUE
            : t('contracts.analytics.percent', { value: format.number(rate, 1) })
        }
      />
      <Figure
        name="median-time"
        label={t('contracts.analytics.medianTime')}
        value={
          median === null
            ? NO_VALUE
            : t(`contracts.analytics.${median.unit}`, {
                count: median.value,
                value: format.number(median.value, 1),
              })
        }
      />
      <Figure
        name="pending"
        label={t('contracts.analytics.pending')}
        value={String(analytics.pending_signatures)}
      />
      <Figure
        name="signed-value"
        label={t('contracts.analytics.signedValue')}
        value={signedValue || NO_VALUE}
      />
    </dl>
  );
}

/**
 * Analytics (`?view=analytics`): how many contracts were sent and how they ended, how fast
 * they are signed, who is still awaited, what the signed ones are worth, and the last 6 months.
 */
export function ContractAnalyticsView() {
  const { t } = useTranslation(NAMESPACE);
  const query = useContractAnalytics();
  const analytics = query.data?.analytics;
  return (
    <>
      <LoadState scope="contracts" query={query} title={t('contracts.analytics.loadFailed')} />
      {analytics && hasNoContracts(analytics) ? (
        <EmptyState
          title={t('tabs.contracts.views.analytics.emptyTitle')}
          description={t('tabs.contracts.views.analytics.emptyDescription')}
        />
      ) : null}
      {analytics && !hasNoContracts(analytics) ? (
        <>
          <Figures analytics={analytics} />
          <SentSignedByMonth months={analytics.by_month} />
        </>
      ) : null}
    </>
  );
}
