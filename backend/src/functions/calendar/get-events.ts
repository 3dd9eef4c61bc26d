import { calendar } from '@atelier/shared/actions';
import { listEntries, listMonthEntries } from '../../db/calendar.ts';
import { implement } from '../registry.ts';
import { toCalendarEvent } from './event-view.ts';

/**
 * The month's (or the days `from`..`to`'s) events and the read-only deadlines of milestones and
 * invoices, by date.
 */
export const getEvents = implement(calendar.actions.get_events, {
  handler: async ({ month, from, to }, { db }) => {
    const rows =
      month !== undefined
        ? await listMonthEntries(db, `${month}-01`)
        : await listEntries(db, from ?? '', dayAfter(to ?? from ?? ''));
    return { events: rows.map(toCalendarEvent) };
  },
});

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
