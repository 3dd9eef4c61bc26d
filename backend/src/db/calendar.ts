import type { CalendarEventFields as EventFields } from '@atelier/shared/contract';
import type { CalendarEventSource } from '@atelier/shared/records';
import type { Queryable } from './database.ts';
import { insertWithCreator, updateColumns } from './sql.ts';

export type { EventFields };

/** One entry of the calendar, flat: the view nests its client and project. */
export type CalendarRow = EventFields & {
  id: string;
  /** Where it comes from: a stored event, or a date read from elsewhere. */
  source: CalendarEventSource;
  client_name: string | null;
  client_company: string | null;
  project_name: string | null;
  /** A deadline's title as a message key and its values, for the reader's language. */
  title_key: string | null;
  title_params: Record<string, string> | null;
};

const eventSelect = `
  SELECT e.id::text AS id, 'event' AS source, e.title, e.event_date AS date,
         to_char(e.event_time, 'HH24:MI') AS time, e.type, e.priority, e.status, e.description,
         e.client_id, c.name AS client_name, c.company AS client_company,
         e.project_id, p.name AS project_name, NULL::text AS title_key, NULL::jsonb AS title_params
  FROM calendar_events e
  LEFT JOIN clients c ON c.id = e.client_id
  LEFT JOIN projects p ON p.id = e.project_id`;

// The read-only deadlines: open milestones of live projects, and sent (maybe overdue) invoices.
const milestoneSelect = `
  SELECT 'milestone:' || m.id AS id, 'milestone' AS source,
         m.name || ' — ' || p.name AS title, m.due_date AS date, '09:00' AS time,
         'deadline' AS type, 'high' AS priority, 'scheduled' AS status, NULL AS description,
         p.client_id, c.name AS client_name, c.company AS client_company,
         p.id AS project_id, p.name AS project_name, 'milestone_due' AS title_key,
         jsonb_build_object('milestone', m.name, 'project', p.name) AS title_params
  FROM project_milestones m
  JOIN projects p ON p.id = m.project_id
  JOIN clients c ON c.id = p.client_id
  WHERE NOT m.is_done AND p.status NOT IN ('completed', 'cancelled')`;

const invoiceSelect = `
  SELECT 'invoice:' || i.id AS id, 'invoice' AS source,
         'Invoice ' || i.number || ' due' AS title, i.due_date AS date, '09:00' AS time,
         'deadline' AS type, 'high' AS priority, 'scheduled' AS status, NULL AS description,
         i.client_id, c.name AS client_name, c.company AS client_company,
         i.project_id, p.name AS project_name, 'invoice_due' AS title_key,
         jsonb_build_object('number', i.number) AS title_params
  FROM invoices i
  JOIN clients c ON c.id = i.client_id
  LEFT JOIN projects p ON p.id = i.project_id
  WHERE i.status = 'sent'`;

/**
 * Every entry dated in the month starting on `firstDay` (YYYY-MM-01): the events, then the
 * deadlines, in one list by date, time and title.
 */
export async function listMonthEntries(q: Queryable, firstDay: string): Promise<CalendarRow[]> {
  const [row] = await q.query<{ end: string }>(
    `SELECT to_char($1::date + interval '1 month', 'YYYY-MM-DD') AS end`,
    [firstDay],
  );
  return await listEntries(q, firstDay, row?.end ?? firstDay);
}

/**
 * Every entry dated from `from` (included) to `until` (excluded), both YYYY-MM-DD: the month
 * grid's visible weeks, the feed's window. By date, time and title.
 */
export async function listEntries(
  q: Queryable,
  from: string,
  until: string,
): Promise<CalendarRow[]> {
  const inRange = (column: string) => `${column} >= $1::date AND ${column} < $2::date`;
  return await q.query<CalendarRow>(
    `SELECT * FROM (
       ${eventSelect} WHERE ${inRange('e.event_date')}
       UNION ALL ${milestoneSelect} AND ${inRange('m.due_date')}
       UNION ALL ${invoiceSelect} AND ${inRange('i.due_date')}
     ) AS entries
     ORDER BY date, time, lower(title), title, id`,
    [from, until],
  );
}

export async function findEvent(q: Queryable, id: string): Promise<CalendarRow | undefined> {
  const [row] = await q.query<CalendarRow>(`${eventSelect} WHERE e.id = $1`, [id]);
  return row;
}

/** Locks the event row until the transaction ends; false when there is none. */
export async function lockEvent(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query('SELECT id FROM calendar_events WHERE id = $1 FOR UPDATE', [id]);
  return rows.length > 0;
}

const columns = [
  'title',
  'event_date',
  'event_time',
  'type',
  'priority',
  'status',
  'description',
  'client_id',
  'project_id',
] as const;

const toColumns = (fields: EventFields) => ({
  title: fields.title,
  event_date: fields.date,
  event_time: fields.time,
  type: fields.type,
  priority: fields.priority,
  status: fields.status,
  description: fields.description,
  client_id: fields.client_id,
  project_id: fields.project_id,
});

export async function insertEvent(
  tx: Queryable,
  fields: EventFields,
  createdBy: string,
): Promise<string> {
  return await insertWithCreator(tx, 'calendar_events', columns, toColumns(fields), createdBy);
}

export async function updateEvent(tx: Queryable, id: string, fields: EventFields): Promise<void> {
  await updateColumns(tx, 'calendar_events', id, columns, toColumns(fields));
}

export async function deleteEvent(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM calendar_events WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

/**
 * Holds the client and the project an event refers to until the transaction ends (so neither
 * is deleted under it) and says which exist and whose client the project is.
 */
export async function lockEventReferences(
  tx: Queryable,
  refs: { client_id: string | null; project_id: string | null },
): Promise<{ hasClient: boolean; project: { client_id: string } | null }> {
  const clients = refs.client_id
    ? await tx.query('SELECT id FROM clients WHERE id = $1 FOR KEY SHARE', [refs.client_id])
    : [];
  const [project] = refs.project_id
    ? await tx.query<{ client_id: string }>(
        'SELECT client_id FROM projects WHERE id = $1 FOR KEY SHARE',
        [refs.project_id],
      )
    : [];
  return { hasClient: clients.length > 0, project: project ?? null };
}
