import {
  BOOKING_LIMITS,
  type BookingSettings,
  saveBookingSettingsInput,
  WEEKDAYS,
} from '@atelier/shared/contract';
import type { z } from 'zod';
import { problemOfIssue } from '../../common/form-rules';
import type { SettingsProblem } from './settings-form';

/**
 * The booking section's form (docs/booking.md): meeting types as rows, the week's hours as
 * ranges per weekday (none: closed), and three numbers typed as text. Field paths are those of
 * the form: `meeting_types.<row>.<field>`, `hours.<weekday>.<range>.<start|end>`; the server's
 * `hours.<index>` (a flat list) is mapped onto them.
 */

export type Weekday = (typeof WEEKDAYS)[number];

export type MeetingTypeRow = {
  /** React's key: the id, or one made for a new row. */
  key: string;
  id?: string;
  slug: string;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  duration_minutes: string;
  active: boolean;
};

export type HourRange = { key: string; start: string; end: string };

export type BookingValues = {
  meeting_types: MeetingTypeRow[];
  hours: Record<Weekday, HourRange[]>;
  buffer_minutes: string;
  min_notice_hours: string;
  horizon_days: string;
};

let keys = 0;
export const newKey = (prefix: string) => {
  keys += 1;
  return `${prefix}-${keys}`;
};

export const newMeetingType = (): MeetingTypeRow => ({
  key: newKey('type'),
  slug: '',
  name_en: '',
  name_fr: '',
  description_en: '',
  description_fr: '',
  duration_minutes: '30',
  active: true,
});

export const newRange = (): HourRange => ({ key: newKey('range'), start: '09:00', end: '17:00' });

export function bookingToValues(settings: BookingSettings): BookingValues {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as HourRange[]])) as Record<
    Weekday,
    HourRange[]
  >;
  const sorted = [...settings.hours].sort((a, b) => a.start.localeCompare(b.start));
  for (const range of sorted) {
    hours[range.weekday as Weekday]?.push({
      key: newKey('range'),
      start: range.start,
      end: range.end,
    });
  }
  return {
    meeting_types: settings.meeting_types.map((type) => ({
      key: type.id,
      id: type.id,
      slug: type.slug,
      name_en: type.name_en,
      name_fr: type.name_fr,
      description_en: type.description_en ?? '',
      description_fr: type.description_fr ?? '',
      duration_minutes: String(type.duration_minutes),
      active: type.active,
    })),
    hours,
    buffer_minutes: String(settings.buffer_minutes),
    min_notice_hours: String(settings.min_notice_hours),
    horizon_days: String(settings.horizon_days),
  };
}

const wholeNumber = (text: string): number =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** The week's ranges as the server lists them, each with the form path it came from. */
function flatHours(values: BookingValues) {
  return WEEKDAYS.flatMap((weekday) =>
    values.hours[weekday].map((range, index) => ({
      path: `hours.${weekday}.${index}`,
      range: { weekday, start: range.start, end: range.end },
    })),
  );
}

/** What `save_booking_settings` is sent. */
export function bookingInput(values: BookingValues): z.input<typeof saveBookingSettingsInput> {
  return {
    meeting_types: values.meeting_types.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      slug: row.slug,
      name_en: row.name_en,
      name_fr: row.name_fr,
      description_en: row.description_en,
      description_fr: row.description_fr,
      duration_minutes: wholeNumber(row.duration_minutes),
      active: row.active,
    })),
    hours: flatHours(values).map((entry) => entry.range),
    buffer_minutes: wholeNumber(values.buffer_minutes),
    min_notice_hours: wholeNumber(values.min_notice_hours),
    horizon_days: wholeNumber(values.horizon_days),
  };
}

/** The bounds of each number the form asks for. */
const NUMBER_BOUNDS: Record<string, { min: number; max: number }> = {
  duration_minutes: { min: BOOKING_LIMITS.durationMin, max: BOOKING_LIMITS.durationMax },
  buffer_minutes: { min: 0, max: BOOKING_LIMITS.bufferMax },
  min_notice_hours: { min: 0, max: BOOKING_LIMITS.noticeMax },
  horizon_days: { min: BOOKING_LIMITS.horizonMin, max: BOOKING_LIMITS.horizonMax },
};

/** A schema issue in the booking form's own words. */
function wording(path: string, issue: z.core.$ZodIssue): SettingsProblem | null {
  const last = path.split('.').at(-1) ?? '';
  const bounds = NUMBER_BOUNDS[last];
  if (bounds) return { code: 'wholeRange', ...bounds };
  if (last === 'start' || last === 'end') {
    if (issue.code === 'custom') {
      return issue.message.includes('overlaps') ? { code: 'overlap' } : { code: 'endAfterStart' };
    }
    return { code: 'time' };
  }
  if (last === 'slug') {
    if (issue.code === 'custom') return { code: 'slugTaken' };
    if (issue.code === 'invalid_format') return { code: 'slug' };
  }
  return null;
}

/** Server path (`hours.3.end`) → form path (`hours.2.0.end`); other paths are the same. */
function formPath(path: string, values: BookingValues): string {
  const match = /^hours\.(\d+)(\..*)?$/.exec(path);
  if (!match) return path;
  const entry = flatHours(values)[Number(match[1])];
  return entry ? `${entry.path}${match[2] ?? ''}` : 'hours';
}

/** The contract's problems, on the form's own fields and in its own words (first per field). */
export function validateBooking(values: BookingValues): Record<string, SettingsProblem> {
  const problems: Record<string, SettingsProblem> = {};
  const issues = saveBookingSettingsInput.safeParse(bookingInput(values)).error?.issues ?? [];
  for (const issue of issues) {
    const path = formPath(issue.path.join('.'), values);
    problems[path] ??= wording(path, issue) ?? problemOfIssue(issue);
  }
  return problems;
}

/** The server's messages land on the fields the form shows. */
export const bookingServerErrors = (
  fields: Record<string, string>,
  values: BookingValues,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [formPath(path, values), message]),
  );

/** Every field of the form shows its own message (a path that matches no field: the summary). */
export const isBookingField = (path: string): boolean =>
  /^(buffer_minutes|min_notice_hours|horizon_days)$/.test(path) ||
  /^meeting_types\.\d+\.(slug|name_en|name_fr|description_en|description_fr|duration_minutes)$/.test(
    path,
  ) ||
  /^hours\.[1-7]\.\d+\.(start|end)$/.test(path);
