import type { CalendarEvent } from '@atelier/shared';

const byTimeThenTitle = (a: CalendarEvent, b: CalendarEvent) =>
  a.time.localeCompare(b.time) || a.title.localeCompare(b.title);

/** The events of each day (`YYYY-MM-DD` → events by time, then title); days without any are absent. */
export function groupEventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const day = days.get(event.date);
    if (day) day.push(event);
    else days.set(event.date, [event]);
  }
  for (const day of days.values()) day.sort(byTimeThenTitle);
  return days;
}

/** The events with `saved` in place of the one with its id (or added), for showing a save at once. */
export const withEvent = (events: readonly CalendarEvent[], saved: CalendarEvent) => [
  ...events.filter((event) => event.id !== saved.id),
  saved,
];
