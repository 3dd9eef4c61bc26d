import { actionCaller, type CallOptions } from '@atelier/shared';
import type { CalendarEventChanges, NewCalendarEvent } from '../../contract/calendar';

/** The function behind the admin calendar; its contract is docs/notifications.md. */
export const CALENDAR_FUNCTION = 'calendar' as const;

const call = actionCaller(CALENDAR_FUNCTION);

/** The events of one month (`YYYY-MM`), with the milestone and invoice deadlines, by date and time. */
export const getEvents = (month: string, options?: CallOptions) =>
  call('get_events', { month }, options);

/** The events of the days `from`..`to` (`YYYY-MM-DD`, both included, at most 62 days). */
export const getEventsInRange = (range: { from: string; to: string }, options?: CallOptions) =>
  call('get_events', range, options);

/** The caller's iCalendar feed link; its `path` only in the answer that made it. */
export const getCalendarFeed = (options?: CallOptions) => call('get_feed', {}, options);

/** Revokes the caller's feed link: its URL answers 404 at once. */
export const revokeCalendarFeed = (options?: CallOptions) => call('revoke_feed', {}, options);

export const createEvent = (event: NewCalendarEvent, options?: CallOptions) =>
  call('create_event', event, options);

export const updateEvent = (changes: CalendarEventChanges, options?: CallOptions) =>
  call('update_event', changes, options);

export const deleteEvent = (id: string, options?: CallOptions) =>
  call('delete_event', { id }, options);
