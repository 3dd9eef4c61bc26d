import { listMonthEntries } from '../../db/calendar.ts';
import type { Queryable } from '../../db/database.ts';
import { type CalendarEvent, toCalendarEvent } from '../calendar/event-view.ts';
import { addDays } from '../invoice-management/today.ts';

/** How many days the dashboard looks ahead, today included. */
export const UPCOMING_DAYS = 7;

/**
 * The calendar's entries (events and deadlines) dated from `from` to `from + 6 days`, by date
 * and time. Cancelled and done events are left out: they are no longer ahead of anyone. The
 * calendar reads by month, so a week across two months reads both.
 */
export async function upcomingEntries(
  q: Queryable,
  from: string,
): Promise<{ from: string; to: string; events: CalendarEvent[] }> {
  const to = addDays(from, UPCOMING_DAYS - 1);
  const months = [...new Set([from.slice(0, 7), to.slice(0, 7)])];
  const rows = [];
  for (const month of months) rows.push(...(await listMonthEntries(q, `${month}-01`)));
  const events = rows
    .filter((row) => row.date >= from && row.date <= to && row.status === 'scheduled')
    .map(toCalendarEvent);
  return { from, to, events };
}
