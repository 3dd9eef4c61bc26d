import { Button, type CalendarEvent, Dialog, FailureLine, failureText } from '@atelier/shared';
import { kitStyles, RadioChoices } from '@atelier/shared/kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Calendar.module.css';
import { CALENDAR_NAMESPACE } from './calendar-i18n';
import {
  agendaDays,
  CALENDAR_VIEWS,
  type CalendarView,
  daysOf,
  shiftFocus,
  visibleRange,
} from './calendar-views';
import { DayList } from './DayList';
import { EventDetails } from './EventDetails';
import { EventForm } from './EventForm';
import { emptyEventForm, eventToForm } from './event-form';
import { groupEventsByDay } from './event-groups';
import { FeedSettings } from './FeedSettings';
import { MonthGrid } from './MonthGrid';
import { dayFormatter, localDateKey, monthOf, monthStart } from './month-grid';
import { useRangeEvents } from './use-range-events';

type View =
  | { kind: 'month' }
  | { kind: 'day'; date: string }
  | { kind: 'new'; date: string }
  | { kind: 'details'; event: CalendarEvent }
  | { kind: 'edit'; event: CalendarEvent };

type CalendarDialogProps = { isOpen: boolean; onClose: () => void };

/**
 * The admin calendar (spec §3 Calendar event, §5): the month, week or agenda and their events,
 * the event form, and the admin's private calendar feed.
 */
export function CalendarDialog({ isOpen, onClose }: CalendarDialogProps) {
  const { t, i18n } = useTranslation(CALENDAR_NAMESPACE);
  const today = localDateKey(new Date());
  const [focus, setFocus] = useState(today);
  const [layout, setLayout] = useState<CalendarView>('month');
  const [view, setView] = useState<View>({ kind: 'month' });
  const [notice, setNotice] = useState<string | null>(null);
  const range = useMemo(() => visibleRange(layout, focus), [layout, focus]);
  const month = monthOf(focus);
  const calendar = useRangeEvents(range);
  const { reload } = calendar;
  const hasBeenOpen = useRef(false);
  // Opened again later: deadlines and events may have changed meanwhile.
  useEffect(() => {
    if (!isOpen) return;
    if (hasBeenOpen.current) reload();
    hasBeenOpen.current = true;
  }, [isOpen, reload]);
  const eventsByDay = useMemo(() => groupEventsByDay(calendar.events ?? []), [calendar.events]);

  const dayText = dayFormatter(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
  const heading =
    layout === 'month'
      ? new Intl.DateTimeFormat(i18n.language, {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(monthStart(month))
      : `${dayText(range.from)} – ${dayText(range.to)}`;

  /** Shows the calendar around `next` (a day), with `message` in the status line. */
  const showMonth = (next: string, message: string | null) => {
    setFocus(next);
    setNotice(message);
    setView({ kind: 'month' });
  };
  const isCurrent = visibleRange(layout, today).from === range.from;

  // Each shows the change at once and refreshes the calendar and the dashboard behind it.
  const onSaved = (saved: CalendarEvent) => {
    calendar.showSaved(saved);
    showMonth(saved.date, t('calendar.saved', { title: saved.title }));
  };

  const onDeleted = (id: string) => {
    calendar.showDeleted(id);
    showMonth(focus, t('calendar.deleted'));
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
          : view.kind === 'day'
            ? dayFormatter(i18n.language, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
              })(view.date)
            : t('calendar.title');

  return (
    <Dialog isOpen={isOpen} title={title} onClose={close} placement="side">
      {view.kind === 'month' ? (
        <div className={kitStyles.stackTight}>
          <div className={kitStyles.toolbar}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t(`calendar.previous.${layout}`)}
              title={t(`calendar.previous.${layout}`)}
              onClick={() => showMonth(shiftFocus(layout, focus, -1), null)}
            >
              ‹
            </Button>
            <h3 className={styles.monthName} aria-live="polite">
              {heading}
            </h3>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t(`calendar.next.${layout}`)}
              title={t(`calendar.next.${layout}`)}
              onClick={() => showMonth(shiftFocus(layout, focus, 1), null)}
            >
              ›
            </Button>
            <span className={styles.spacer} />
            {isCurrent ? null : (
              <Button variant="ghost" size="sm" onClick={() => showMonth(today, null)}>
                {t(`calendar.current.${layout}`)}
              </Button>
            )}
            <Button size="sm" onClick={() => setView({ kind: 'new', date: '' })}>
              {t('calendar.newEvent')}
            </Button>
          </div>
          <fieldset className={styles.viewSwitch}>
            <legend className="at-visually-hidden">{t('calendar.views.label')}</legend>
            <RadioChoices
              name="calendar-view"
              choices={CALENDAR_VIEWS}
              value={layout}
              onChange={(option) => {
                setLayout(option);
                setNotice(null);
              }}
              label={(option) => <span>{t(`calendar.views.${option}`)}</span>}
              className={styles.viewOption}
            />
          </fieldset>
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
              {failureText(calendar.failure)}
            </FailureLine>
          ) : null}
          {layout === 'month' ? (
            <MonthGrid
              month={month}
              today={today}
              eventsByDay={eventsByDay}
              onSelectEvent={(event) => setView({ kind: 'details', event })}
              onAddOnDay={(date) => setView({ kind: 'new', date })}
              onShowDay={(date) => setView({ kind: 'day', date })}
            />
          ) : (
            <DayList
              days={layout === 'week' ? daysOf(range) : agendaDays(range, eventsByDay)}
              today={today}
              eventsByDay={eventsByDay}
              onSelectEvent={(event) => setView({ kind: 'details', event })}
              onAddOnDay={(date) => setView({ kind: 'new', date })}
              emptyText={t('calendar.agendaEmpty')}
            />
          )}
          <FeedSettings />
        </div>
      ) : null}
      {view.kind === 'day' ? (
        <div className={kitStyles.stackTight}>
          <div className={kitStyles.toolbar}>
            <Button variant="secondary" size="sm" onClick={() => setView({ kind: 'month' })}>
              {t('calendar.backToCalendar')}
            </Button>
          </div>
          <DayList
            days={[view.date]}
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
