import { Button, type CalendarEvent, FailureLine, failureText } from '@atelier/shared';
import { useCalendarWrites } from '@atelier/shared/data/calendar';
import { kitStyles } from '@atelier/shared/kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Calendar.module.css';
import { CALENDAR_NAMESPACE } from './calendar-i18n';

import { eventTitle } from './event-title';
import { dayFormatter } from './month-grid';

type EventDetailsProps = {
  event: CalendarEvent;
  onEdit: () => void;
  onDeleted: (id: string) => void;
  onBack: () => void;
};

/** One event with Edit and Delete; milestone and invoice deadlines are shown read-only. */
export function EventDetails({ event, onEdit, onDeleted, onBack }: EventDetailsProps) {
  const { t, i18n } = useTranslation(CALENDAR_NAMESPACE);
  const writes = useCalendarWrites();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirmRef = useRef<HTMLDivElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  // The Delete button that had focus is gone: the question's safe answer takes it.
  useEffect(() => {
    if (isConfirming) confirmRef.current?.querySelector('button')?.focus();
  }, [isConfirming]);

  async function remove() {
    setIsDeleting(true);
    setFailure(null);
    try {
      const result = await writes.remove(event.id);
      if (result.success) {
        onDeleted(event.id);
        return;
      }
      setFailure(failureText(result));
    } catch (error) {
      console.error('[shell] deleting a calendar event failed', error);
      setFailure(t('calendar.errors.generic'));
    } finally {
      setIsDeleting(false);
    }
  }

  const date = dayFormatter(i18n.language, { dateStyle: 'full' })(event.date);
  const client = event.client
    ? [event.client.name, event.client.company].filter(Boolean).join(' · ')
    : null;

  return (
    <section className={styles.details} aria-labelledby="calendar-event-title">
      <h3 id="calendar-event-title" ref={headingRef} tabIndex={-1} className={styles.detailsTitle}>
        {eventTitle(t, event)}
      </h3>
      <p>
        <span className={`${styles.typeTag} ${styles[`type_${event.type}`] ?? ''}`}>
          {t(`calendar.types.${event.type}`)}
        </span>
      </p>
      <dl className={styles.facts}>
        <dt>{t('calendar.fields.date')}</dt>
        <dd>{date}</dd>
        <dt>{t('calendar.fields.time')}</dt>
        <dd>{event.time}</dd>
        <dt>{t('calendar.fields.priority')}</dt>
        <dd>{t(`calendar.priorities.${event.priority}`)}</dd>
        <dt>{t('calendar.fields.status')}</dt>
        <dd>{t(`calendar.statuses.${event.status}`)}</dd>
        {client ? (
          <>
            <dt>{t('calendar.fields.client')}</dt>
            <dd>{client}</dd>
          </>
        ) : null}
        {event.project ? (
          <>
            <dt>{t('calendar.fields.project')}</dt>
            <dd>{event.project.name}</dd>
          </>
        ) : null}
        {event.description ? (
          <>
            <dt>{t('calendar.fields.description')}</dt>
            <dd className={styles.description}>{event.description}</dd>
          </>
        ) : null}
      </dl>
      {event.editable ? null : (
        <p className={kitStyles.note}>{t(`calendar.sources.${event.source}`)}</p>
      )}
      <FailureLine variant="banner">{failure}</FailureLine>
      {isConfirming ? (
        <div ref={confirmRef} className={styles.confirm}>
          <p>{t('calendar.delete.question')}</p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={isDeleting}
              onClick={() => setIsConfirming(false)}
            >
              {t('calendar.delete.keep')}
            </Button>
            <Button variant="danger" disabled={isDeleting} onClick={() => void remove()}>
              {isDeleting ? t('calendar.delete.deleting') : t('calendar.delete.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBack}>
            {t('calendar.backToCalendar')}
          </Button>
          {event.editable ? (
            <>
              <Button variant="danger" onClick={() => setIsConfirming(true)}>
                {t('calendar.details.delete')}
              </Button>
              <Button onClick={onEdit}>{t('calendar.details.edit')}</Button>
            </>
          ) : null}
        </div>
      )}
    </section>
  );
}
