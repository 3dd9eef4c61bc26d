import { z } from 'zod';
import { contactEmailSchema } from './accounts';
import { calendarDate, codedPattern, text } from './fields';
import { oneOf, requiredText, timestampSchema, uuidSchema } from './record-fields';
import { isKnownTimeZone, SITE_LANGUAGES } from './site-settings';

/**
 * The `booking` contract (docs/booking.md): the public booking page (`/book`, its manage link)
 * and the agency's booking settings. The server validates with these schemas and the forms
 * parse with them, so a value a form lets through is one the server takes.
 */

export const BOOKING_LIMITS = {
  name: 200,
  message: 2000,
  slug: 60,
  meetingName: 120,
  meetingDescription: 1000,
  meetingTypes: 20,
  durationMin: 15,
  durationMax: 240,
  bufferMax: 120,
  noticeMax: 720,
  horizonMin: 1,
  horizonMax: 365,
  /** Days one get_booking_page reads. */
  daysMax: 31,
  daysDefault: 14,
  /** Time ranges of the whole week. */
  hourRanges: 50,
  token: 200,
} as const;

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The 409's field message when the database finds the slot taken. */
export const SLOT_TAKEN_MESSAGE = 'This time is no longer available';

/** ISO weekday: Monday = 1 … Sunday = 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const SLUG_PATTERN = codedPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug_format');
/** `HH:MM` from 00:00 to 23:59. */
const START_PATTERN = codedPattern(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_format');
/** `HH:MM` from 00:00 to 24:00 (the end of the day). */
const END_PATTERN = codedPattern(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'time_format');

/** Minutes since midnight of an `HH:MM` (24:00 → 1440). */
export const minutesOfDay = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const slugSchema = (what: string) =>
  text({ what, error: `${what} is required` })
    .trim()
    .toLowerCase()
    .min(1, `${what} is required`)
    .max(BOOKING_LIMITS.slug, `${what} must be at most ${BOOKING_LIMITS.slug} characters`)
    .regex(
      SLUG_PATTERN,
      `${what} must be lower-case letters, digits and dashes (such as free-call)`,
    );

const timeZoneSchema = (what: string) =>
  text({ what, error: `${what} is required` })
    .trim()
    .refine(isKnownTimeZone, {
      message: `${what} must be an IANA time zone, such as Europe/Paris`,
      params: { fieldCode: 'invalid_time_zone' },
    });

const startsAtSchema = text({ what: 'Start', error: 'Start is required' })
  .trim()
  .min(1, 'Start is required')
  .pipe(z.iso.datetime({ offset: true, error: 'Start must be a date and time (ISO 8601)' }));

const tokenSchema = text({ what: 'Token', error: 'Token is required' })
  .trim()
  .min(1, 'Token is required')
  .max(BOOKING_LIMITS.token, 'Token is not valid');

const languageSchema = oneOf(SITE_LANGUAGES, 'Language');

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`);

// ---- public ----------------------------------------------------------------------------

/**
 * The open slots of `days` days from `from` (a day in the visitor's `time_zone`, or the agency's
 * when none is given; today when `from` is absent) for one meeting type (the first active one
 * when absent).
 */
export const getBookingPageInput = z.object({
  meeting_type: slugSchema('Meeting type').optional(),
  from: calendarDate('From').optional(),
  days: wholeNumber('Days', 1, BOOKING_LIMITS.daysMax).optional(),
  time_zone: timeZoneSchema('Time zone').optional(),
  language: languageSchema.optional(),
});

export const meetingTypeSchema = z.object({
  slug: z.string(),
  /** In the page's language. */
  name: z.string(),
  description: z.string().nullable(),
  duration_minutes: z.number().int(),
});
export type MeetingType = z.infer<typeof meetingTypeSchema>;

/** An open slot, UTC ISO times (`…Z`). */
export const bookingSlotSchema = z.object({ starts_at: z.string(), ends_at: z.string() });
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

export const bookingPageAnswer = z.object({
  /** The active meeting types, in their order. */
  meeting_types: z.array(meetingTypeSchema),
  /** The one whose slots these are; null when the agency offers none. */
  meeting_type: z.string().nullable(),
  agency_time_zone: z.string(),
  /** The first day read (`YYYY-MM-DD`, in the visitor's zone) and how many were read. */
  from: z.string(),
  days: z.number().int(),
  slots: z.array(bookingSlotSchema),
});
export type BookingPage = z.infer<typeof bookingPageAnswer>;

export const createBookingInput = z.object({
  meeting_type: slugSchema('Meeting type'),
  starts_at: startsAtSchema,
  name: text({ what: 'Name', error: 'Name is required', isName: true })
    .trim()
    .min(1, 'Name is required')
    .max(BOOKING_LIMITS.name, `Name must be at most ${BOOKING_LIMITS.name} characters`),
  email: contactEmailSchema,
  message: text({ what: 'Message', multiline: true })
    .trim()
    .max(BOOKING_LIMITS.message, `Message must be at most ${BOOKING_LIMITS.message} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  /** The visitor's zone: the e-mail to them words the time in it. */
  time_zone: timeZoneSchema('Time zone'),
  language: languageSchema.optional(),
});

export const bookingSchema = z.object({
  id: uuidSchema,
  starts_at: timestampSchema,
  ends_at: timestampSchema,
  /** The meeting type's slug. */
  meeting_type: z.string(),
  name: z.string(),
  email: z.string(),
  /** The visitor's time zone. */
  time_zone: z.string(),
  status: z.enum(BOOKING_STATUSES),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The token is shown only here (and in the e-mails' link); the server keeps its hash. */
export const createBookingAnswer = z.object({ booking: bookingSchema, manage_token: z.string() });

export const bookingTokenInput = z.object({
  token: tokenSchema,
  language: languageSchema.optional(),
});

export const getBookingAnswer = z.object({
  booking: bookingSchema,
  meeting_type: meetingTypeSchema,
});

export const rescheduleBookingInput = z.object({ token: tokenSchema, starts_at: startsAtSchema });

export const bookingAnswer = z.object({ booking: bookingSchema });

// ---- admin settings --------------------------------------------------------------------

/** A meeting type's description in one language; empty means none (null). */
const descriptionSchema = (what: string) =>
  text({ what, multiline: true })
    .trim()
    .max(
      BOOKING_LIMITS.meetingDescription,
      `${what} must be at most ${BOOKING_LIMITS.meetingDescription} characters`,
    )
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const meetingTypeSettingsSchema = z.object({
  /** Absent for a new one. */
  id: uuidSchema.optional(),
  slug: slugSchema('Slug'),
  name_en: requiredText(BOOKING_LIMITS.meetingName, 'Name (English)'),
  name_fr: requiredText(BOOKING_LIMITS.meetingName, 'Name (French)'),
  description_en: descriptionSchema('Description (English)'),
  description_fr: descriptionSchema('Description (French)'),
  duration_minutes: wholeNumber('Duration', BOOKING_LIMITS.durationMin, BOOKING_LIMITS.durationMax),
  active: z.boolean({ error: 'Active must be true or false' }),
});
export type MeetingTypeSettings = z.output<typeof meetingTypeSettingsSchema>;

export const workingHoursSchema = z
  .object({
    weekday: z
      .number({ error: 'Weekday must be 1 (Monday) to 7 (Sunday)' })
      .int('Weekday must be 1 (Monday) to 7 (Sunday)')
      .min(1, 'Weekday must be 1 (Monday) to 7 (Sunday)')
      .max(7, 'Weekday must be 1 (Monday) to 7 (Sunday)'),
    start: z
      .string({ error: 'Start is required' })
      .regex(START_PATTERN, 'Start must be HH:MM, from 00:00 to 23:59'),
    end: z
      .string({ error: 'End is required' })
      .regex(END_PATTERN, 'End must be HH:MM, up to 24:00'),
  })
  .refine((range) => minutesOfDay(range.start) < minutesOfDay(range.end), {
    path: ['end'],
    message: 'End must be after start',
    params: { fieldCode: 'end_before_start' },
  });
export type WorkingHours = z.output<typeof workingHoursSchema>;

/**
 * Everything the settings page saves at once. Meeting types not listed are deleted (or, when
 * bookings use them, made inactive); hours replace the week's hours (a day without a range is
 * closed).
 */
export const saveBookingSettingsInput = z
  .object({
    meeting_types: z
      .array(meetingTypeSettingsSchema, { error: 'Meeting types must be a list' })
      .max(BOOKING_LIMITS.meetingTypes, `At most ${BOOKING_LIMITS.meetingTypes} meeting types`),
    hours: z
      .array(workingHoursSchema, { error: 'Hours must be a list' })
      .max(BOOKING_LIMITS.hourRanges, `At most ${BOOKING_LIMITS.hourRanges} time ranges`),
    buffer_minutes: wholeNumber('Buffer', 0, BOOKING_LIMITS.bufferMax),
    min_notice_hours: wholeNumber('Minimum notice', 0, BOOKING_LIMITS.noticeMax),
    horizon_days: wholeNumber('Horizon', BOOKING_LIMITS.horizonMin, BOOKING_LIMITS.horizonMax),
  })
  .superRefine((input, ctx) => {
    const slugs = new Map<string, number>();
    input.meeting_types.forEach((type, i) => {
      if (slugs.has(type.slug)) {
        ctx.addIssue({
          code: 'custom',
          path: ['meeting_types', i, 'slug'],
          message: 'Slug is already used',
          params: { fieldCode: 'slug_taken' },
        });
      } else slugs.set(type.slug, i);
    });
    input.hours.forEach((range, i) => {
      const start = minutesOfDay(range.start);
      const end = minutesOfDay(range.end);
      const overlaps = input.hours.some(
        (other, j) =>
          j < i &&
          other.weekday === range.weekday &&
          minutesOfDay(other.start) < end &&
          start < minutesOfDay(other.end),
      );
      if (overlaps) {
        ctx.addIssue({
          code: 'custom',
          path: ['hours', i, 'start'],
          message: 'This range overlaps another one on the same day',
          params: { fieldCode: 'hours_overlap' },
        });
      }
    });
  });
export type BookingSettingsInput = z.output<typeof saveBookingSettingsInput>;

export const bookingSettingsSchema = z.object({
  meeting_types: z.array(meetingTypeSettingsSchema.extend({ id: uuidSchema })),
  hours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  buffer_minutes: z.number().int(),
  min_notice_hours: z.number().int(),
  horizon_days: z.number().int(),
  /** Set in the agency's details (site-settings); the hours are in it. */
  agency_time_zone: z.string(),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

export const getBookingSettingsInput = z.object({});
export const bookingSettingsAnswer = z.object({ settings: bookingSettingsSchema });
