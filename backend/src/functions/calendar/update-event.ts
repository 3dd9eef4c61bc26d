import { calendar } from '@atelier/shared/actions';
import {
  type EventFields,
  findEvent,
  lockEvent,
  updateEvent as writeEvent,
} from '../../db/calendar.ts';
import { definedOnly, isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { checkEventReferences } from './event-fields.ts';
import { eventNotFound, findCalendarEvent } from './event-view.ts';

/**
 * Only the fields sent change; null clears an optional one. Deadlines read from milestones
 * and invoices (`milestone:…`, `invoice:…`) are not events: they answer 404.
 */
export const updateEvent = implement(calendar.actions.update_event, {
  handler: async ({ id, ...changes }, { db }) => {
    if (!isUuid(id)) throw eventNotFound();
    const event = await db.transaction(async (tx) => {
      if (!(await lockEvent(tx, id))) throw eventNotFound();
      const current = await findEvent(tx, id);
      if (!current) throw eventNotFound();
      const fields: EventFields = {
        title: current.title,
        date: current.date,
        time: current.time,
        type: current.type,
        priority: current.priority,
        status: current.status,
        description: current.description,
        client_id: current.client_id,
        project_id: current.project_id,
        ...definedOnly(changes),
      };
      await checkEventReferences(tx, fields);
      await writeEvent(tx, id, fields);
      return await findCalendarEvent(tx, id);
    });
    return { event };
  },
});
