import { calendar } from '@atelier/shared/actions';
import { deleteEvent as removeEvent } from '../../db/calendar.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { eventNotFound } from './event-view.ts';

/** Deletes a stored event; a read-only deadline's id names no event (404). */
export const deleteEvent = implement(calendar.actions.delete_event, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id) || !(await removeEvent(db, id))) throw eventNotFound();
    return {};
  },
});
