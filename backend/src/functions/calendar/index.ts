import { defineFunction } from '../registry.ts';
import { createEvent } from './create-event.ts';
import { deleteEvent } from './delete-event.ts';
import { getEvents } from './get-events.ts';
import { updateEvent } from './update-event.ts';

/** `POST /functions/v1/calendar`; the contract is in docs/notifications.md. */
export const calendar = defineFunction('calendar', {
  get_events: getEvents,
  create_event: createEvent,
  update_event: updateEvent,
  delete_event: deleteEvent,
});
