import { text } from '@atelier/shared/contract';
import { z } from 'zod';
import { listMonthEntries } from '../../db/calendar.ts';
import { defineAction } from '../registry.ts';
import { toCalendarEvent } from './event-view.ts';

export const getEventsInput = z.object({
  month: text({ what: 'Month', error: 'Month is required' })
    .trim()
    .min(1, 'Month is required')
    .regex(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM'),
});

/** The month's events and the read-only deadlines of milestones and invoices, by date. */
export const getEvents = defineAction({
  access: 'admin',
  input: getEventsInput,
  handler: async ({ month }, { db }) => {
    const rows = await listMonthEntries(db, `${month}-01`);
    return { events: rows.map(toCalendarEvent) };
  },
});
