import { actionCaller, type CallOptions } from '@atelier/shared';
import type { CalendarEventChanges, NewCalendarEvent } from '../contract/calendar';

/** The function behind the admin calendar; its contract is docs/notifications.md. */
export const CALENDAR_FUNCTION = 'calendar' as const;

const call = actionCaller(CALENDAR_FUNCTION);

/** The events of one month (`YYYY-MM`), with the milestone and invoice deadlines, by date and time. */
export const getEvents = (month: string, options?: CallOptions) =>
  call('get_events', { month }, options);

export const createEvent = (event: NewCalendarEvent, options?: CallOptions) =>
  call('create_event', event, options);

export const updateEvent = (changes: CalendarEventChanges, options?: CallOptions) =>
  call('update_event', changes, options);

export const deleteEvent = (id: string, options?: CallOptions) =>
  call('delete_event', { id }, options);
