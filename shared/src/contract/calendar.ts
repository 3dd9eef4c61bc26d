import { z } from 'zod';
import {
  CALENDAR_EVENT_SOURCES,
  CALENDAR_EVENT_TYPES,
  CALENDAR_LIMITS,
  CALENDAR_PRIORITIES,
  CALENDAR_STATUSES,
} from '../records/index';
import { calendarDate, codedPattern, text } from './fields';
import {
  daySchema,
  oneOf,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
  uuidSchema,
} from './record-fields';

/**
 * The `calendar` contract (docs/notifications.md "calendar"): the event as every action
 * answers it, its fields and the payloads. The event form parses with the same schemas.
 */

/** Missing, null and blank all read as "not given", so they share the "is required" message. */
const required = (what: string, rule: z.ZodType<string, string>) =>
  text({ what, error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .pipe(rule);

/** `HH:MM`, 24 h. */
export const TIME_PATTERN = codedPattern(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_format');

export const eventFieldSchemas = {
  title: requiredText(CALENDAR_LIMITS.title, 'Title'),
  date: required('Date', calendarDate('Date')),
  time: required('Time', z.string().regex(TIME_PATTERN, 'Time must be HH:MM, from 00:00 to 23:59')),
  type: oneOf(CALENDAR_EVENT_TYPES, 'Type'),
  priority: oneOf(CALENDAR_PRIORITIES, 'Priority'),
  status: oneOf(CALENDAR_STATUSES, 'Status'),
  description: optionalText(CALENDAR_LIMITS.description, 'Description', { multiline: true }),
  client_id: referenceSchema('client_id').nullable(),
  project_id: referenceSchema('project_id').nullable(),
};

const f = eventFieldSchemas;

export const createEventInput = z.object({
  title: f.title,
  date: f.date,
  time: f.time,
  type: f.type.optional(),
  priority: f.priority.optional(),
  status: f.status.optional(),
  description: f.description.optional(),
  client_id: f.client_id.optional(),
  project_id: f.project_id.optional(),
});

export const updateEventInput = createEventInput.extend({
  id: recordIdSchema('id'),
  title: f.title.optional(),
  date: f.date.optional(),
  time: f.time.optional(),
});

export const eventIdInput = z.object({ id: recordIdSchema('id') });

/** The longest range one `get_events` reads: a month grid's six weeks, with room to spare. */
export const CALENDAR_RANGE_MAX_DAYS = 62;

/**
 * A month (`YYYY-MM`), or the days `from`..`to` (both included, at most
 * CALENDAR_RANGE_MAX_DAYS): the month grid asks for its visible weeks, neighbouring months'
 * days included.
 */
export const getEventsInput = z
  .object({
    month: text({ what: 'Month', error: 'Month is required' })
      .trim()
      .min(1, 'Month is required')
      .regex(
        codedPattern(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, 'month_format'),
        'Month must be YYYY-MM',
      )
      .optional(),
    from: calendarDate('From').optional(),
    to: calendarDate('To').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.month !== undefined) return;
    if (input.from === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['month'],
        message: 'Month is required',
        params: { fieldCode: 'required' },
      });
      return;
    }
    if (input.to === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'To is required with From',
        params: { fieldCode: 'required' },
      });
      return;
    }
    const days = (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000;
    if (days < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'To must not be before From',
        params: { fieldCode: 'end_before_start' },
      });
    } else if (days >= CALENDAR_RANGE_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The range must be at most ${CALENDAR_RANGE_MAX_DAYS} days`,
        params: { fieldCode: 'range_too_long', max: CALENDAR_RANGE_MAX_DAYS },
      });
    }
  });

export const getFeedInput = z.object({});

/**
 * The caller's feed link. `path` (`/calendar/v1/feeds/<token>.ics`, on the backend's URL) only
 * in the answer that created it: the backend keeps the token's hash alone, so a link made
 * before is `path: null` (revoke it and ask again for a new one).
 */
export const calendarFeedAnswer = z.object({
  feed: z.object({ created_at: z.string(), path: z.string().nullable() }),
});

/** What a create or an update of an event writes. */
export type CalendarEventFields = z.output<z.ZodObject<typeof eventFieldSchemas>>;

export const calendarEventSchema = z.object({
  /** A uuid, or `milestone:{id}` / `invoice:{id}` for the read-only deadlines. */
  id: z.string(),
  title: z.string(),
  /** `YYYY-MM-DD`. */
  date: daySchema,
  /** `HH:MM`, 24 h. */
  time: z.string().regex(/^\d{2}:\d{2}$/),
  type: z.enum(CALENDAR_EVENT_TYPES),
  priority: z.enum(CALENDAR_PRIORITIES),
  status: z.enum(CALENDAR_STATUSES),
  description: z.string().nullable(),
  client: z.object({ id: uuidSchema, name: z.string(), company: z.string().nullable() }).nullable(),
  project: z.object({ id: uuidSchema, name: z.string() }).nullable(),
  source: z.enum(CALENDAR_EVENT_SOURCES),
  /** Only stored events change through the calendar; deadlines change where they live. */
  editable: z.boolean(),
  /**
   * A deadline's title as a message key (`milestone_due`, `invoice_due`) and its values, worded
   * in the reader's language; `title` is its English text. Absent on stored events.
   */
  title_key: z.string().optional(),
  title_params: z.record(z.string(), z.string()).optional(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** create_event and update_event. */
export const calendarEventAnswer = z.object({ event: calendarEventSchema });
export const calendarEventsAnswer = z.object({ events: z.array(calendarEventSchema) });

export type NewCalendarEvent = Pick<CalendarEventFields, 'title' | 'date' | 'time'> &
  Partial<Omit<CalendarEventFields, 'title' | 'date' | 'time'>>;

/** `update_event`: fields not sent keep their value; `null` clears an optional one. */
export type CalendarEventChanges = { id: string } & Partial<CalendarEventFields>;
