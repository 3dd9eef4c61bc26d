import type { Overview } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import styles from './Dashboard.module.css';
import { OverviewCard, Skeleton } from './OverviewCard';
import { invoicePath, OVERVIEW_LINKS } from './overview-links';

/** How many overdue invoices there are, what they leave unpaid, and the oldest of them. */
export function OverdueCard({ overview }: { overview: Overview | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const overdue = overview?.overdueInvoices;

  function list() {
    if (!overdue) return <Skeleton lines={3} />;
    if (overdue.count === 0) return <p className={styles.empty}>{t('dashboard.overdue.none')}</p>;
    return (
      <>
        <h3 className={styles.subTitle}>{t('dashboard.overdue.oldest')}</h3>
        <ul className={kitStyles.plainList}>
          {overdue.oldest.map((invoice) => (
            <li key={invoice.id} className={styles.row}>
              <Link to={invoicePath(invoice.id)} className={styles.rowLink}>
                {invoice.number}
              </Link>
              <span className={styles.rowMeta}>
                {invoice.client.company
                  ? t('dashboard.overdue.clientWithCompany', {
                      name: invoice.client.name,
                      company: invoice.client.company,
                    })
                  : invoice.client.name}
              </span>
              <span className={styles.rowAmount}>
                {format.money(invoice.balance_cents, invoice.currency)}
              </span>
              <span className={styles.rowMeta}>
                {t('dashboard.overdue.due', {
                  date: format.day(invoice.due_date),
                  count: invoice.days_overdue,
                })}
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <OverviewCard title={t('dashboard.overdue.title')} to={OVERVIEW_LINKS.overdue} isWide>
      <p className={styles.headline}>
        <span className={styles.headlineValue}>
          {overdue && overview ? (
            format.money(overdue.balance_cents, overview.currency)
          ) : (
            <Skeleton />
          )}
        </span>
        <span className={styles.headlineLabel}>
          {overdue
            ? t('dashboard.overdue.count', { count: overdue.count })
            : t('dashboard.overdue.balance')}
        </span>
      </p>
      {list()}
    </OverviewCard>
  );
}
