import {
  calendarEventAnswer,
  calendarEventsAnswer,
  createEventInput,
  eventIdInput,
  getEventsInput,
  updateEventInput,
} from '../calendar';
import { emptyAnswer } from '../record-fields';
import { defineActions } from './define';

/** `POST /functions/v1/calendar`: docs/notifications.md. */
export const calendar = defineActions('calendar', {
  /** The month's events and the read-only deadlines of milestones and invoices. */
  get_events: { access: 'admin', input: getEventsInput, output: calendarEventsAnswer },
  create_event: { access: 'admin', input: createEventInput, output: calendarEventAnswer },
  update_event: { access: 'admin', input: updateEventInput, output: calendarEventAnswer },
  /** A read-only deadline's id names no event (404). */
  delete_event: { access: 'admin', input: eventIdInput, output: emptyAnswer },
});
