import type { CalendarEvent } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import styles from './Calendar.module.css';
import { CALENDAR_NAMESPACE } from './calendar-i18n';
import { cellEntries } from './calendar-views';
import { eventTitle } from './event-title';
import { buildMonthGrid, type CalendarDay, dayFormatter } from './month-grid';

type MonthGridProps = {
  month: string;
  /** `YYYY-MM-DD` of today, marked with `aria-current="date"`. */
  today: string;
  eventsByDay: ReadonlyMap<string, CalendarEvent[]>;
  onSelectEvent: (event: CalendarEvent) => void;
  onAddOnDay: (date: string) => void;
  /** Opens the day's full list ("+N more"). */
  onShowDay: (date: string) => void;
};

/** A week's Sunday, for naming the weekday columns in the admin's language. */
const SUNDAY = Date.UTC(2023, 0, 1);

export function EventChip({
  event,
  onSelect,
}: {
  event: CalendarEvent;
  onSelect: (event: CalendarEvent) => void;
}) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  return (
    <button
      type="button"
      className={`${styles.chip} ${styles[`type_${event.type}`] ?? ''}`}
      data-status={event.status}
      title={`${event.time} ${eventTitle(t, event)}`}
      onClick={() => onSelect(event)}
    >
      <span className={styles.chipType}>{t(`calendar.types.${event.type}`)}</span>
      <span className={styles.chipText}>
        <time>{event.time}</time> {eventTitle(t, event)}
      </span>
      {event.editable ? null : <span className="at-visually-hidden">{t('calendar.readOnly')}</span>}
    </button>
  );
}

/** "+": a new event on the day named `fullDate`. */
export function AddOnDayButton({ fullDate, onAdd }: { fullDate: string; onAdd: () => void }) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  const label = t('calendar.addOn', { date: fullDate });
  return (
    <button
      type="button"
      className={styles.addButton}
      aria-label={label}
      title={label}
      onClick={onAdd}
    >
      +
    </button>
  );
}

function DayCell({
  day,
  isToday,
  events,
  onSelectEvent,
  onAddOnDay,
  onShowDay,
}: {
  day: CalendarDay;
  isToday: boolean;
  events: CalendarEvent[];
} & Pick<MonthGridProps, 'onSelectEvent' | 'onAddOnDay' | 'onShowDay'>) {
  const { t, i18n } = useTranslation(CALENDAR_NAMESPACE);
  const fullDate = dayFormatter(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })(day.date);
  const weekday = dayFormatter(i18n.language, { weekday: 'short' })(day.date);
  const { shown, more } = cellEntries(events);
  return (
    <td
      className={[
        styles.day,
        day.isInMonth ? '' : styles.outside,
        isToday ? styles.today : '',
        events.length === 0 ? styles.empty : '',
      ].join(' ')}
      aria-current={isToday ? 'date' : undefined}
      data-date={day.date}
    >
      <div className={styles.dayHead}>
        <span className={styles.dayNumber}>
          <span className={styles.listWeekday} aria-hidden="true">
            {weekday}{' '}
          </span>
          <span aria-hidden="true">{day.day}</span>
          <span className="at-visually-hidden">{fullDate}</span>
          {isToday ? <span className={styles.todayTag}>{t('calendar.today')}</span> : null}
        </span>
        <AddOnDayButton fullDate={fullDate} onAdd={() => onAddOnDay(day.date)} />
      </div>
      {events.length > 0 ? (
        <ul className={styles.events}>
          {shown.map((event) => (
            <li key={event.id}>
              <EventChip event={event} onSelect={onSelectEvent} />
            </li>
          ))}
          {more > 0 ? (
            <li>
              <button
                type="button"
                className={styles.moreButton}
                aria-label={t('calendar.moreOn', { count: more, date: fullDate })}
                onClick={() => onShowDay(day.date)}
              >
                {t('calendar.more', { count: more })}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </td>
  );
}

/**
 * The month Sunday to Saturday; on a narrow screen the same table reads as a list of the
 * month's days (CSS), so nothing is cut at 375 px.
 */
export function MonthGrid({
  month,
  today,
  eventsByDay,
  onSelectEvent,
  onAddOnDay,
  onShowDay,
}: MonthGridProps) {
  const { i18n } = useTranslation(CALENDAR_NAMESPACE);
  const weeks = buildMonthGrid(month);
  const long = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const weekdays = Array.from({ length: 7 }, (_, index) => new Date(SUNDAY + index * 86_400_000));
  return (
    <table className={styles.grid}>
      <thead>
        <tr>
          {weekdays.map((date) => (
            <th key={date.getTime()} scope="col" abbr={long.format(date)}>
              {short.format(date)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => (
              <DayCell
                key={day.date}
                day={day}
                isToday={day.date === today}
                events={eventsByDay.get(day.date) ?? []}
                onSelectEvent={onSelectEvent}
                onAddOnDay={onAddOnDay}
                onShowDay={onShowDay}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
