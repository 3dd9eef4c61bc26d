import { calendar } from '@atelier/shared/actions';
import { listMonthEntries } from '../../db/calendar.ts';
import { implement } from '../registry.ts';
import { toCalendarEvent } from './event-view.ts';

/** The month's events and the read-only deadlines of milestones and invoices, by date. */
export const getEvents = implement(calendar.actions.get_events, {
  handler: async ({ month }, { db }) => {
    const rows = await listMonthEntries(db, `${month}-01`);
    return { events: rows.map(toCalendarEvent) };
  },
});
