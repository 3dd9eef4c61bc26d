import { type ActivityItem, type Overview, relativeTime, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import styles from './Dashboard.module.css';
import { Skeleton } from './OverviewCard';
import { activityPath } from './overview-links';

function ActivityLine({ item, now }: { item: ActivityItem; now: Date }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const amount =
    item.amount_cents !== null ? format.money(item.amount_cents, item.currency ?? 'USD') : '';
  const what = t(`dashboard.activity.types.${item.type}`, {
    who: item.who ?? t('dashboard.activity.nobody'),
    subject: item.subject ?? '',
    amount,
  });
  // Who it concerns, unless the headline already says it; then what it was about.
  const details = [
    item.type === 'lead_created' ? item.subject : item.who,
    item.type === 'payment_recorded' ? item.subject : null,
    item.type === 'payment_recorded' || item.type === 'lead_created' ? null : amount || null,
  ].filter((part): part is string => Boolean(part));
  const ago = relativeTime(item.at, now);
  const path = activityPath(item);
  return (
    <li className={styles.activity}>
      {path ? (
        <Link to={path} className={styles.rowLink}>
          {what}
        </Link>
      ) : (
        <span className={styles.rowTitle}>{what}</span>
      )}
      <span className={styles.rowMeta}>
        {details.length > 0 ? `${details.join(' · ')} · ` : ''}
        <time dateTime={item.at} title={format.moment(item.at)}>
          {ago
            ? t(`dashboard.activity.ago.${ago.unit}`, 'value' in ago ? { count: ago.value } : {})
            : format.moment(item.at)}
        </time>
      </span>
    </li>
  );
}

/** The 10 newest things that happened, each linking to its record. */
export function ActivityCard({ overview }: { overview: Overview | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const items = overview?.recentActivity;
  const now = new Date();

  function list() {
    if (!items) return <Skeleton lines={5} />;
    if (items.length === 0) return <p className={styles.empty}>{t('dashboard.activity.none')}</p>;
    return (
      <ol className={kitStyles.plainList}>
        {items.map((item) => (
          <ActivityLine key={`${item.type}:${item.id}`} item={item} now={now} />
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={headingId} className={`${styles.card} ${styles.wide}`}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('dashboard.activity.title')}
      </h2>
      {list()}
    </section>
  );
}
