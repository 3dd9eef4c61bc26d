import { Button, type CalendarEvent, Dialog, FailureLine } from '@atelier/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Calendar.module.css';
import { EventDetails } from './EventDetails';
import { EventForm } from './EventForm';
import { emptyEventForm, eventToForm, failureKey } from './event-form';
import { groupEventsByDay } from './event-groups';
import { MonthGrid } from './MonthGrid';
import { localDateKey, monthOf, monthStart, shiftMonth } from './month-grid';
import { useMonthEvents } from './use-month-events';

type View =
  | { kind: 'month' }
  | { kind: 'new'; date: string }
  | { kind: 'details'; event: CalendarEvent }
  | { kind: 'edit'; event: CalendarEvent };

type CalendarDialogProps = { isOpen: boolean; onClose: () => void };

/** The admin calendar (spec §3 Calendar event, §5): the month, its events, the event form. */
export function CalendarDialog({ isOpen, onClose }: CalendarDialogProps) {
  const { t, i18n } = useTranslation('shell');
  const today = localDateKey(new Date());
  const [month, setMonth] = useState(monthOf(today));
  const [view, setView] = useState<View>({ kind: 'month' });
  const [notice, setNotice] = useState<string | null>(null);
  const calendar = useMonthEvents(month);
  const { reload } = calendar;
  const hasBeenOpen = useRef(false);
  // Opened again later: deadlines and events may have changed meanwhile.
  useEffect(() => {
    if (!isOpen) return;
    if (hasBeenOpen.current) reload();
    hasBeenOpen.current = true;
  }, [isOpen, reload]);
  const eventsByDay = useMemo(() => groupEventsByDay(calendar.events ?? []), [calendar.events]);

  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(monthStart(month));

  const showMonth = (next: string, message: string | null) => {
    setMonth(next);
    setNotice(message);
    setView({ kind: 'month' });
  };

  // Each shows the change at once and refreshes the calendar and the dashboard behind it.
  const onSaved = (saved: CalendarEvent) => {
    calendar.showSaved(saved);
    showMonth(monthOf(saved.date), t('calendar.saved', { title: saved.title }));
  };

  const onDeleted = (id: string) => {
    calendar.showDeleted(id);
    showMonth(month, t('calendar.deleted'));
  };

  const close = () => {
    setView({ kind: 'month' });
    setNotice(null);
    onClose();
  };

  const title =
    view.kind === 'new'
      ? t('calendar.newEvent')
      : view.kind === 'edit'
        ? t('calendar.editEvent')
        : view.kind === 'details'
          ? t('calendar.eventDetails')
          : t('calendar.title');

  return (
    <Dialog isOpen={isOpen} title={title} onClose={close} placement="side">
      {view.kind === 'month' ? (
        <div className={styles.month}>
          <div className={styles.toolbar}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('calendar.previousMonth')}
              title={t('calendar.previousMonth')}
              onClick={() => showMonth(shiftMonth(month, -1), null)}
            >
              ‹
            </Button>
            <h3 className={styles.monthName} aria-live="polite">
              {monthName}
            </h3>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('calendar.nextMonth')}
              title={t('calendar.nextMonth')}
              onClick={() => showMonth(shiftMonth(month, 1), null)}
            >
              ›
            </Button>
            <span className={styles.spacer} />
            {month === monthOf(today) ? null : (
              <Button variant="ghost" size="sm" onClick={() => showMonth(monthOf(today), null)}>
                {t('calendar.thisMonth')}
              </Button>
            )}
            <Button size="sm" onClick={() => setView({ kind: 'new', date: '' })}>
              {t('calendar.newEvent')}
            </Button>
          </div>
          <div className={styles.status} role="status">
            {calendar.isLoading ? t('calendar.loading') : notice}
          </div>
          {calendar.failure ? (
            <FailureLine
              variant="banner"
              action={
                <Button variant="secondary" size="sm" onClick={calendar.reload}>
                  {t('calendar.retry')}
                </Button>
              }
            >
              {t(`calendar.errors.${failureKey(calendar.failure)}`)}
            </FailureLine>
          ) : null}
          <MonthGrid
            month={month}
            today={today}
            eventsByDay={eventsByDay}
            onSelectEvent={(event) => setView({ kind: 'details', event })}
            onAddOnDay={(date) => setView({ kind: 'new', date })}
          />
        </div>
      ) : null}
      {view.kind === 'new' ? (
        <EventForm
          initial={emptyEventForm(view.date)}
          onSaved={onSaved}
          onCancel={() => setView({ kind: 'month' })}
        />
      ) : null}
      {view.kind === 'edit' ? (
        <EventForm
          initial={eventToForm(view.event)}
          event={view.event}
          onSaved={onSaved}
          onCancel={() => setView({ kind: 'details', event: view.event })}
        />
      ) : null}
      {view.kind === 'details' ? (
        <EventDetails
          event={view.event}
          onEdit={() => setView({ kind: 'edit', event: view.event })}
          onDeleted={onDeleted}
          onBack={() => setView({ kind: 'month' })}
        />
      ) : null}
    </Dialog>
  );
}
