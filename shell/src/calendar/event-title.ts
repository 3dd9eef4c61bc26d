import type { CalendarEvent } from '@atelier/shared';
import type { TFunction } from 'i18next';

/**
 * An entry's title in the admin's language: a deadline answers a key (`milestone_due`,
 * `invoice_due`) and its values; a stored event's title is the admin's own text.
 */
export function eventTitle(t: TFunction, event: CalendarEvent): string {
  if (!event.title_key || !event.title_params) return event.title;
  const key = `calendar.deadlineTitles.${event.title_key}`;
  return t(key, { ...event.title_params, defaultValue: event.title });
}
