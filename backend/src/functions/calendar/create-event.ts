import { calendar } from '@atelier/shared/actions';
import { type EventFields, insertEvent } from '../../db/calendar.ts';
import { implement } from '../registry.ts';
import { checkEventReferences } from './event-fields.ts';
import { findCalendarEvent } from './event-view.ts';

/** A new event: a meeting of medium priority, scheduled, unless said otherwise. */
export const createEvent = implement(calendar.actions.create_event, {
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
