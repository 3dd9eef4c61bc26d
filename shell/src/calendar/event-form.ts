import {
  type ApiFailure,
  CALENDAR_LIMITS,
  type CalendarEvent,
  type CalendarEventChanges,
  type CalendarEventType,
  type CalendarPriority,
  type CalendarStatus,
  type NewCalendarEvent,
} from '@atelier/shared';

/** The new-event form (spec §5): values as the controls hold them, the rules, the payloads. */
export type EventFormValues = {
  title: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  date: string;
  /** `HH:MM`, as a time input gives it. */
  time: string;
  type: CalendarEventType;
  priority: CalendarPriority;
  status: CalendarStatus;
  /** '' for none. */
  client_id: string;
  project_id: string;
  description: string;
};

export type EventFormField = keyof EventFormValues;

export const EVENT_FORM_FIELDS: readonly EventFormField[] = [
  'title',
  'date',
  'time',
  'type',
  'priority',
  'status',
  'client_id',
  'project_id',
  'description',
];

export const isEventFormField = (path: string): path is EventFormField =>
  (EVENT_FORM_FIELDS as readonly string[]).includes(path);

/** A problem found before sending; each is a key under `calendar.form.errors`. */
export type EventFormProblem =
  | 'titleRequired'
  | 'dateRequired'
  | 'timeRequired'
  | 'titleTooLong'
  | 'descriptionTooLong'
  | 'invalidDate'
  | 'invalidTime'
  | 'projectOfOtherClient';

export type EventFormProblems = Partial<Record<EventFormField, EventFormProblem>>;

/** Type meeting and priority medium unless chosen (spec §5); the date when a day was picked. */
export const emptyEventForm = (date = ''): EventFormValues => ({
  title: '',
  date,
  time: '',
  type: 'meeting',
  priority: 'medium',
  status: 'scheduled',
  client_id: '',
  project_id: '',
  description: '',
});

export const eventToForm = (event: CalendarEvent): EventFormValues => ({
  title: event.title,
  date: event.date,
  time: event.time,
  type: event.type,
  priority: event.priority,
  status: event.status,
  client_id: event.client?.id ?? '',
  project_id: event.project?.id ?? '',
  description: event.description ?? '',
});

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const isClockTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** Nothing is sent while this finds a problem. */
export function validateEventForm(values: EventFormValues): EventFormProblems {
  const problems: EventFormProblems = {};
  const title = values.title.trim();
  if (title === '') problems.title = 'titleRequired';
  else if (title.length > CALENDAR_LIMITS.title) problems.title = 'titleTooLong';
  if (values.date === '') problems.date = 'dateRequired';
  else if (!isCalendarDate(values.date)) problems.date = 'invalidDate';
  if (values.time === '') problems.time = 'timeRequired';
  else if (!isClockTime(values.time)) problems.time = 'invalidTime';
  if (values.description.trim().length > CALENDAR_LIMITS.description) {
    problems.description = 'descriptionTooLong';
  }
  return problems;
}

const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** `create_event`: the empty optional fields are not sent. */
export function toNewEvent(values: EventFormValues): NewCalendarEvent {
  const event: NewCalendarEvent = {
    title: values.title.trim(),
    date: values.date,
    time: values.time,
    type: values.type,
    priority: values.priority,
    status: values.status,
  };
  const clientId = optional(values.client_id);
  const projectId = optional(values.project_id);
  const description = optional(values.description);
  if (clientId) event.client_id = clientId;
  if (projectId) event.project_id = projectId;
  if (description) event.description = description;
  return event;
}

/** `update_event`: every field is sent, `null` clearing the optional ones left empty. */
export const toEventChanges = (id: string, values: EventFormValues): CalendarEventChanges => ({
  id,
  title: values.title.trim(),
  date: values.date,
  time: values.time,
  type: values.type,
  priority: values.priority,
  status: values.status,
  client_id: optional(values.client_id),
  project_id: optional(values.project_id),
  description: optional(values.description),
});

/** The contract's field messages (docs/notifications.md), shown in the admin's language. */
const KNOWN_SERVER_MESSAGES: Record<string, EventFormProblem> = {
  'Title is required': 'titleRequired',
  'Date is required': 'dateRequired',
  'Time is required': 'timeRequired',
  'This project belongs to another client': 'projectOfOtherClient',
};

/** A server field message as a translation key under `calendar.form.errors`, or its own text. */
export const serverFieldMessage = (
  message: string,
): { key: EventFormProblem } | { text: string } => {
  const known = KNOWN_SERVER_MESSAGES[message];
  return known ? { key: known } : { text: message };
};

const FAILURE_KEYS: Record<string, string> = {
  VALIDATION_FAILED: 'validation',
  NOT_FOUND: 'notFound',
  NETWORK_ERROR: 'network',
  SERVER_UNAVAILABLE: 'server',
  INTERNAL: 'server',
  FUNCTION_NOT_AVAILABLE: 'unavailable',
  RATE_LIMITED: 'rateLimited',
  UNAUTHORIZED: 'forbidden',
  FORBIDDEN: 'forbidden',
};

/** The key under `calendar.errors` for a failed call. */
export const failureKey = (failure: Pick<ApiFailure, 'code'>): string =>
  FAILURE_KEYS[failure.code] ?? 'generic';
