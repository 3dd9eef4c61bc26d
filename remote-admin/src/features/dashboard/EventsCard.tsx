import type { CalendarEvent, Overview } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import styles from './Dashboard.module.css';
import { Skeleton } from './OverviewCard';
import { eventPath, eventsByDay } from './overview-links';

function EventLine({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation(NAMESPACE);
  const path = eventPath(event);
  // A deadline's title is a key and its values; a stored event's is the admin's own text.
  const title = event.title_key
    ? t(`dashboard.events.deadlineTitles.${event.title_key}`, {
        ...event.title_params,
        defaultValue: event.title,
      })
    : event.title;
  return (
    <li className={styles.row}>
      <time className={styles.rowMeta}>{event.time}</time>
      {path ? (
        <Link to={path} className={styles.rowLink}>
          {title}
        </Link>
      ) : (
        <span className={styles.rowTitle}>{title}</span>
      )}
      <span className={styles.rowMeta}>{t(`dashboard.events.types.${event.type}`)}</span>
    </li>
  );
}

/**
 * The calendar's next 7 days, by day. The calendar itself is the header's dialog (no page of
 * its own), so the card lists the entries and links each to the record it is about.
 */
export function EventsCard({ overview }: { overview: Overview | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const headingId = useId();
  const upcoming = overview?.upcomingEvents;

  function list() {
    if (!upcoming) return <Skeleton lines={3} />;
    if (upcoming.events.length === 0) {
      return <p className={styles.empty}>{t('dashboard.events.none')}</p>;
    }
    return eventsByDay(upcoming.events).map(([day, events]) => (
      <div key={day} className={styles.day}>
        <h3 className={styles.subTitle}>
          <time dateTime={day}>
            {day === upcoming.from ? t('dashboard.events.today') : format.day(day)}
          </time>
        </h3>
        <ul className={kitStyles.plainList}>
          {events.map((event) => (
            <EventLine key={event.id} event={event} />
          ))}
        </ul>
      </div>
    ));
  }

  return (
    <section aria-labelledby={headingId} className={`${styles.card} ${styles.wide}`}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('dashboard.events.title')}
      </h2>
      {upcoming ? (
        <p className={styles.muted}>
          {t('dashboard.events.range', {
            from: format.day(upcoming.from),
            to: format.day(upcoming.to),
          })}
        </p>
      ) : null}
      {list()}
    </section>
  );
}
