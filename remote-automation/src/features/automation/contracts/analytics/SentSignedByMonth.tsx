import { type ContractAnalytics, useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { ChartCard } from '../../common/ChartCard';
import styles from './ContractAnalytics.module.css';
import { barWidth } from './contract-figures';

type Month = ContractAnalytics['by_month'][number];

/** Contracts sent and signed in each of the last 6 months: the numbers in cells, bars beside. */
export function SentSignedByMonth({ months }: { months: Month[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const largest = Math.max(0, ...months.flatMap((month) => [month.sent, month.signed]));
  return (
    <ChartCard
      legend={[
        { key: 'sent', label: t('contracts.analytics.sent'), colorClass: styles.sent },
        { key: 'signed', label: t('contracts.analytics.signed'), colorClass: styles.signed },
      ]}
      caption={t('contracts.analytics.byMonthCaption')}
      columns={[
        { key: 'month', header: t('contracts.analytics.month') },
        { key: 'sent', header: t('contracts.analytics.sent'), numeric: true },
        { key: 'signed', header: t('contracts.analytics.signed'), numeric: true },
      ]}
      bars={{ header: t('contracts.analytics.barColumn'), width: '50%' }}
      rows={months.map((month) => ({
        key: month.month,
        label: format.month(month.month),
        cells: [month.sent, month.signed],
        bar: (
          <div className={styles.bars}>
            <span
              className={`${styles.bar} ${styles.sent}`}
              style={{ width: barWidth(month.sent, largest) }}
            />
            <span
              className={`${styles.bar} ${styles.signed}`}
              style={{ width: barWidth(month.signed, largest) }}
            />
          </div>
        ),
      }))}
    />
  );
}
