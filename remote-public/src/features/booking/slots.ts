import type { BookingSlot } from '@atelier/shared/contract';

/**
 * The open slots as a visitor reads them: grouped by the day they fall on in the visitor's time
 * zone (not the agency's, nor UTC), each written in that zone and in the page's language.
 */

export type SlotDay = {
  /** `YYYY-MM-DD` in the chosen zone. */
  day: string;
  slots: BookingSlot[];
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `timeZone`. */
export function dayIn(iso: string, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** The slots grouped by their day in `timeZone`, days and slots in time order. */
export function groupSlotsByDay(slots: readonly BookingSlot[], timeZone: string): SlotDay[] {
  const days = new Map<string, BookingSlot[]>();
  const ordered = [...slots].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  for (const slot of ordered) {
    const day = dayIn(slot.starts_at, timeZone);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** "Tuesday, December 1" — a day button's text (the day at noon UTC, so no zone moves it). */
export const dayLabel = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** "10:00 AM" — a slot's visible text. */
export const timeLabel = (iso: string, timeZone: string, language: string) =>
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

/** "Tuesday, December 1, 2026 at 10:00 AM" — a slot's accessible name and the confirmation's time. */
export const fullLabel = (iso: string, timeZone: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

/** The zone's name as people read it: "New York (GMT-05:00)" → we show the IANA id and its offset. */
export function zoneLabel(timeZone: string, language: string, at = new Date()): string {
  const offset = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const name = timeZone.replace(/_/g, ' ');
  return offset ? `${name} (${offset})` : name;
}

/** The visitor's own zone, as the browser knows it. */
export const visitorTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone the select offers, the visitor's own and the agency's included. */
export function timeZoneChoices(...zones: readonly string[]): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, ...zones.filter(Boolean)])].sort();
}

/** `YYYY-MM-DD` plus `days` days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
