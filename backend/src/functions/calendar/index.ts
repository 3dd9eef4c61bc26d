import { calendar as calendarActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { createEvent } from './create-event.ts';
import { deleteEvent } from './delete-event.ts';
import { getFeed, revokeFeed } from './feed-actions.ts';
import { getEvents } from './get-events.ts';
import { updateEvent } from './update-event.ts';

/** `POST /functions/v1/calendar`; the contract is in docs/notifications.md. */
export const calendar = defineFunction(calendarActions, {
  get_events: getEvents,
  create_event: createEvent,
  update_event: updateEvent,
  delete_event: deleteEvent,
  get_feed: getFeed,
  revoke_feed: revokeFeed,
});
