import type { CalendarEvent } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import styles from './Calendar.module.css';
import { CALENDAR_NAMESPACE } from './calendar-i18n';
import { AddOnDayButton, EventChip } from './MonthGrid';
import { dayFormatter } from './month-grid';

type DayListProps = {
  /** The days listed, in order (`YYYY-MM-DD`). */
  days: readonly string[];
  today: string;
  eventsByDay: ReadonlyMap<string, CalendarEvent[]>;
  onSelectEvent: (event: CalendarEvent) => void;
  onAddOnDay: (date: string) => void;
  /** Shown when `days` is empty (the agenda of an empty stretch). */
  emptyText?: string;
};

/**
 * Days one under the other, each with every entry in full (titles wrap, nothing is cut): the
 * week view, the agenda and a day's "+N more" list.
 */
export function DayList({
  days,
  today,
  eventsByDay,
  onSelectEvent,
  onAddOnDay,
  emptyText,
}: DayListProps) {
  const { t, i18n } = useTranslation(CALENDAR_NAMESPACE);
  const fullDateOf = dayFormatter(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  if (days.length === 0) return <p className={kitStyles.note}>{emptyText}</p>;
  return (
    <ol className={styles.dayList}>
      {days.map((day) => {
        const events = eventsByDay.get(day) ?? [];
        const fullDate = fullDateOf(day);
        const isToday = day === today;
        return (
          <li
            key={day}
            className={`${styles.listDay} ${isToday ? styles.today : ''}`}
            aria-current={isToday ? 'date' : undefined}
            data-date={day}
          >
            <div className={styles.dayHead}>
              <h4 className={styles.listDayName}>
                {fullDate}
                {isToday ? <span className={styles.todayTag}>{t('calendar.today')}</span> : null}
              </h4>
              <AddOnDayButton fullDate={fullDate} onAdd={() => onAddOnDay(day)} />
            </div>
            {events.length > 0 ? (
              <ul className={`${styles.events} ${styles.fullEvents}`}>
                {events.map((event) => (
                  <li key={event.id}>
                    <EventChip event={event} onSelect={onSelectEvent} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={kitStyles.note}>{t('calendar.noEvents')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
