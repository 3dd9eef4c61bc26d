import type { CalendarEvent } from '@atelier/shared';

/** Tests only: a scheduled meeting with no client or project. */
export const testEvent = (id: string, date: string, time: string, title = id): CalendarEvent => ({
  id,
  title,
  date,
  time,
  type: 'meeting',
  priority: 'medium',
  status: 'scheduled',
  description: null,
  client: null,
  project: null,
  source: 'event',
  editable: true,
});
