import { calendarEventsAnswer, getEventsInput } from '@atelier/shared/contract';
import { listMonthEntries } from '../../db/calendar.ts';
import { defineAction } from '../registry.ts';
import { toCalendarEvent } from './event-view.ts';

export { getEventsInput };

/** The month's events and the read-only deadlines of milestones and invoices, by date. */
export const getEvents = defineAction({
  access: 'admin',
  input: getEventsInput,
  output: calendarEventsAnswer,
  handler: async ({ month }, { db }) => {
    const rows = await listMonthEntries(db, `${month}-01`);
    return { events: rows.map(toCalendarEvent) };
  },
});
