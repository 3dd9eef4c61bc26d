import { calendarEventAnswer, createEventInput } from '@atelier/shared/contract';
import { type EventFields, insertEvent } from '../../db/calendar.ts';
import { defineAction } from '../registry.ts';
import { checkEventReferences } from './event-fields.ts';
import { findCalendarEvent } from './event-view.ts';

export { createEventInput };

/** A new event: a meeting of medium priority, scheduled, unless said otherwise. */
export const createEvent = defineAction({
  access: 'admin',
  input: createEventInput,
  output: calendarEventAnswer,
  handler: async (input, { db, caller }) => {
    const fields: EventFields = {
      title: input.title,
      date: input.date,
      time: input.time,
      type: input.type ?? 'meeting',
      priority: input.priority ?? 'medium',
      status: input.status ?? 'scheduled',
      description: input.description ?? null,
      client_id: input.client_id ?? null,
      project_id: input.project_id ?? null,
    };
    const event = await db.transaction(async (tx) => {
      await checkEventReferences(tx, fields);
      const id = await insertEvent(tx, fields, caller.userId);
      return await findCalendarEvent(tx, id);
    });
    return { event };
  },
});
