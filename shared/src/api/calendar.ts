import { type CallOptions, callFunction } from '@atelier/shared';
import type { CalendarEvent, CalendarEventChanges, NewCalendarEvent } from '../contract/calendar';

/** The function behind the admin calendar; its contract is docs/notifications.md. */
export const CALENDAR_FUNCTION = 'calendar';

export const CALENDAR_ACTIONS = [
  'get_events',
  'create_event',
  'update_event',
  'delete_event',
] as const;
export type CalendarAction = (typeof CALENDAR_ACTIONS)[number];

const call = <T extends Record<string, unknown>>(
  action: CalendarAction,
  payload: Record<string, unknown>,
  options?: CallOptions,
) => callFunction<T>(CALENDAR_FUNCTION, action, payload, options);

/** The events of one month (`YYYY-MM`), with the milestone and invoice deadlines, by date and time. */
export const getEvents = (month: string, options?: CallOptions) =>
  call<{ events: CalendarEvent[] }>('get_events', { month }, options);

export const createEvent = (event: NewCalendarEvent, options?: CallOptions) =>
  call<{ event: CalendarEvent }>('create_event', event, options);

export const updateEvent = (changes: CalendarEventChanges, options?: CallOptions) =>
  call<{ event: CalendarEvent }>('update_event', changes, options);

export const deleteEvent = (id: string, options?: CallOptions) =>
  call<Record<string, never>>('delete_event', { id }, options);
