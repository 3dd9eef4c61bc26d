import { z } from 'zod';
import { type EventFields, insertEvent } from '../../db/calendar.ts';
import { defineAction } from '../registry.ts';
import { checkEventReferences, eventFieldSchemas as f } from './event-fields.ts';
import { findCalendarEvent } from './event-view.ts';

export const createEventInput = z.object({
  title: f.title,
  date: f.date,
  time: f.time,
  type: f.type.optional(),
  priority: f.priority.optional(),
  status: f.status.optional(),
  description: f.description.optional(),
  client_id: f.client_id.optional(),
  project_id: f.project_id.optional(),
});

/** A new event: a meeting of medium priority, scheduled, unless said otherwise. */
export const createEvent = defineAction({
  access: 'admin',
  input: createEventInput,
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
