import { calendar } from '@atelier/shared/actions';
import { listEntries, listMonthEntries } from '../../db/calendar.ts';
import { implement } from '../registry.ts';
import { toCalendarEvent } from './event-view.ts';
import { addDays } from './feed-ics.ts';

/**
 * The month's (or the days `from`..`to`'s) events and the read-only deadlines of milestones and
 * invoices, by date.
 */
export const getEvents = implement(calendar.actions.get_events, {
  handler: async ({ month, from, to }, { db }) => {
    const rows =
      month !== undefined
        ? await listMonthEntries(db, `${month}-01`)
        : await listEntries(db, from ?? '', addDays(to ?? from ?? '', 1));
    return { events: rows.map(toCalendarEvent) };
  },
});
