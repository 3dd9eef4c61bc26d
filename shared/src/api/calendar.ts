import { type ActionName, type CallOptions, callAction, type InputOf } from '@atelier/shared';
import type { CalendarEventChanges, NewCalendarEvent } from '../contract/calendar';

/** The function behind the admin calendar; its contract is docs/notifications.md. */
export const CALENDAR_FUNCTION = 'calendar' as const;

export const CALENDAR_ACTIONS = [
  'get_events',
  'create_event',
  'update_event',
  'delete_event',
] as const satisfies readonly CalendarAction[];
export type CalendarAction = ActionName<typeof CALENDAR_FUNCTION>;

const call = <A extends CalendarAction>(
  action: A,
  payload: InputOf<typeof CALENDAR_FUNCTION, A>,
  options?: CallOptions,
) => callAction(CALENDAR_FUNCTION, action, payload, options);

/** The events of one month (`YYYY-MM`), with the milestone and invoice deadlines, by date and time. */
export const getEvents = (month: string, options?: CallOptions) =>
  call('get_events', { month }, options);

export const createEvent = (event: NewCalendarEvent, options?: CallOptions) =>
  call('create_event', event, options);

export const updateEvent = (changes: CalendarEventChanges, options?: CallOptions) =>
  call('update_event', changes, options);

export const deleteEvent = (id: string, options?: CallOptions) =>
  call('delete_event', { id }, options);
