import { type ContractAnalytics, useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './ContractAnalytics.module.css';
import { barWidth } from './contract-figures';

type Month = ContractAnalytics['by_month'][number];

/** Contracts sent and signed in each of the last 6 months: the numbers in cells, bars beside. */
export function SentSignedByMonth({ months }: { months: Month[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const largest = Math.max(0, ...months.flatMap((month) => [month.sent, month.signed]));
  return (
    <div className={styles.card}>
      {/* The bars' colours, for the eye; the table's numbers say the same to everyone. */}
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatch} ${styles.sent}`} />
          {t('contracts.analytics.sent')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.signed}`} />
          {t('contracts.analytics.signed')}
        </li>
      </ul>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('contracts.analytics.byMonthCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.analytics.month')}</th>
            <th scope="col" className={styles.numeric}>
              {t('contracts.analytics.sent')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('contracts.analytics.signed')}
            </th>
            <th scope="col" className={styles.barCell}>
              <span className="at-visually-hidden">{t('contracts.analytics.barColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{format.month(month.month)}</th>
              <td className={styles.numeric}>{month.sent}</td>
              <td className={styles.numeric}>{month.signed}</td>
              <td className={styles.barCell} aria-hidden="true">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
