import { emptyAnswer } from '@atelier/shared/contract';
import { z } from 'zod';
import { deleteEvent as removeEvent } from '../../db/calendar.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { eventIdSchema } from './event-fields.ts';
import { eventNotFound } from './event-view.ts';

export const deleteEventInput = z.object({ id: eventIdSchema });

/** Deletes a stored event; a read-only deadline's id names no event (404). */
export const deleteEvent = defineAction({
  access: 'admin',
  input: deleteEventInput,
  output: emptyAnswer,
  handler: async ({ id }, { db }) => {
    if (!isUuid(id) || !(await removeEvent(db, id))) throw eventNotFound();
    return {};
  },
});
