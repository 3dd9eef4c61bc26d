/**
 * The words of the calendar and the dashboard's activity feed, Zod-free like the statuses in
 * `./index`: the root entry offers them to the pages, the contract's schemas are built on them.
 */

export const CALENDAR_EVENT_TYPES = ['meeting', 'deadline', 'call', 'presentation'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];

export const CALENDAR_PRIORITIES = ['high', 'medium', 'low'] as const;
export type CalendarPriority = (typeof CALENDAR_PRIORITIES)[number];

export const CALENDAR_STATUSES = ['scheduled', 'done', 'cancelled'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** `event` rows are the admin's own; the others are read-only deadlines of other records. */
export const CALENDAR_EVENT_SOURCES = ['event', 'milestone', 'invoice'] as const;
export type CalendarEventSource = (typeof CALENDAR_EVENT_SOURCES)[number];

export const ACTIVITY_TYPES = [
  'lead_created',
  'proposal_sent',
  'proposal_accepted',
  'proposal_declined',
  'invoice_sent',
  'invoice_paid',
  'payment_recorded',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
