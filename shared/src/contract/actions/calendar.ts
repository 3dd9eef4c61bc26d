import {
  calendarEventAnswer,
  calendarEventsAnswer,
  calendarFeedAnswer,
  createEventInput,
  eventIdInput,
  getEventsInput,
  getFeedInput,
  updateEventInput,
} from '../calendar';
import { emptyAnswer } from '../record-fields';
import { defineActions } from './define';

/** `POST /functions/v1/calendar`: docs/notifications.md. */
export const calendar = defineActions('calendar', {
  /** A month's (or a range's) events and the read-only deadlines of milestones and invoices. */
  get_events: { access: 'admin', input: getEventsInput, output: calendarEventsAnswer },
  create_event: { access: 'admin', input: createEventInput, output: calendarEventAnswer },
  update_event: { access: 'admin', input: updateEventInput, output: calendarEventAnswer },
  /** A read-only deadline's id names no event (404). */
  delete_event: { access: 'admin', input: eventIdInput, output: emptyAnswer },
  /** The caller's own iCalendar feed link, made on the first call (its URL shown only then). */
  get_feed: { access: 'admin', input: getFeedInput, output: calendarFeedAnswer },
  /** Deletes the caller's feed link: its URL answers 404 at once. */
  revoke_feed: { access: 'admin', input: getFeedInput, output: emptyAnswer },
});
