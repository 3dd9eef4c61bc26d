import type {
  CalendarEvent,
  CalendarEventChanges,
  CalendarEventType,
  CalendarPriority,
  CalendarStatus,
  NewCalendarEvent,
} from '@atelier/shared';
import { createEventInput } from '@atelier/shared/contract';
import type { z } from 'zod';

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
  | 'invalidCharacters'
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

/** How the form words each field's issue (the contract's field messages are in English). */
function problemOf(field: EventFormField, issue: z.core.$ZodIssue): EventFormProblem | null {
  const isMissing = issue.code === 'too_small' || issue.code === 'invalid_type';
  switch (field) {
    case 'title':
      if (issue.code === 'too_big') return 'titleTooLong';
      return isMissing ? 'titleRequired' : 'invalidCharacters';
    case 'date':
      return isMissing ? 'dateRequired' : 'invalidDate';
    case 'time':
      return isMissing ? 'timeRequired' : 'invalidTime';
    case 'description':
      return issue.code === 'too_big' ? 'descriptionTooLong' : 'invalidCharacters';
    default:
      return null;
  }
}

/** Nothing is sent while the contract's `create_event` schema finds a problem. */
export function validateEventForm(values: EventFormValues): EventFormProblems {
  const problems: EventFormProblems = {};
  const payload = { ...toNewEvent(values), description: values.description };
  for (const issue of createEventInput.safeParse(payload).error?.issues ?? []) {
    const field = EVENT_FORM_FIELDS.find((name) => name === issue.path[0]);
    const problem = field && problemOf(field, issue);
    if (field && problem && !problems[field]) problems[field] = problem;
  }
  return problems;
}

const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** What both writes send, the optional fields `null` when left empty. */
const eventFields = (values: EventFormValues) => ({
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

/** `create_event`: the empty optional fields are not sent. */
export function toNewEvent(values: EventFormValues): NewCalendarEvent {
  const { client_id, project_id, description, ...event } = eventFields(values);
  return {
    ...event,
    ...(client_id ? { client_id } : {}),
    ...(project_id ? { project_id } : {}),
    ...(description ? { description } : {}),
  };
}

/** `update_event`: every field is sent, `null` clearing the optional ones left empty. */
export const toEventChanges = (id: string, values: EventFormValues): CalendarEventChanges => ({
  id,
  ...eventFields(values),
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
