import type { CalendarEvent } from '@atelier/shared/contract';
import type { CalendarRow } from '../../db/calendar.ts';
import { findEvent } from '../../db/calendar.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../client-management/record-fields.ts';

/** The event answer of docs/notifications.md (spec §3 Calendar event names). */
export type { CalendarEvent };

export function toCalendarEvent(row: CalendarRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    time: row.time,
    type: row.type,
    priority: row.priority,
    status: row.status,
    description: row.description,
    client:
      row.client_id !== null && row.client_name !== null
        ? { id: row.client_id, name: row.client_name, company: row.client_company }
        : null,
    project:
      row.project_id !== null && row.project_name !== null
        ? { id: row.project_id, name: row.project_name }
        : null,
    source: row.source,
    editable: row.source === 'event',
    ...(row.title_key !== null && row.title_params !== null
      ? { title_key: row.title_key, title_params: row.title_params }
      : {}),
  };
}

export async function findCalendarEvent(q: Queryable, id: string): Promise<CalendarEvent> {
  const row = await findEvent(q, id);
  if (!row) throw eventNotFound();
  return toCalendarEvent(row);
}

export const eventNotFound = () => notFound('Event');
