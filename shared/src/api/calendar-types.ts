/**
 * The `calendar` contract on the client (docs/notifications.md "calendar"): the event as every
 * action answers it, the payloads and the limits the event form checks before sending.
 */

export const CALENDAR_EVENT_TYPES = ['meeting', 'deadline', 'call', 'presentation'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];

export const CALENDAR_PRIORITIES = ['high', 'medium', 'low'] as const;
export type CalendarPriority = (typeof CALENDAR_PRIORITIES)[number];

export const CALENDAR_STATUSES = ['scheduled', 'done', 'cancelled'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** `event` rows are the admin's own; the others are read-only deadlines of other records. */
export type CalendarEventSource = 'event' | 'milestone' | 'invoice';

export const CALENDAR_LIMITS = { title: 200, description: 5000 } as const;

export type CalendarEvent = {
  /** A uuid, or `milestone:{id}` / `invoice:{id}` for the read-only deadlines. */
  id: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM`, 24 h. */
  time: string;
  type: CalendarEventType;
  priority: CalendarPriority;
  status: CalendarStatus;
  description: string | null;
  client: { id: string; name: string; company: string | null } | null;
  project: { id: string; name: string } | null;
  source: CalendarEventSource;
  editable: boolean;
};

export type CalendarEventFields = {
  title: string;
  date: string;
  time: string;
  type: CalendarEventType;
  priority: CalendarPriority;
  status: CalendarStatus;
  client_id: string | null;
  project_id: string | null;
  description: string | null;
};

export type NewCalendarEvent = Pick<CalendarEventFields, 'title' | 'date' | 'time'> &
  Partial<Omit<CalendarEventFields, 'title' | 'date' | 'time'>>;

/** `update_event`: fields not sent keep their value; `null` clears an optional one. */
export type CalendarEventChanges = { id: string } & Partial<CalendarEventFields>;
