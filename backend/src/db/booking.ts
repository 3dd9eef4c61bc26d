import type { BookingStatus } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/*
 * The booking tables (migration 0047, docs/booking.md): meeting types, weekly hours, the page's
 * rules and the bookings.
 */

export interface MeetingTypeRow {
  id: string;
  slug: string;
  name_en: string;
  name_fr: string;
  description_en: string | null;
  description_fr: string | null;
  duration_minutes: number;
  active: boolean;
}

export interface HoursRow {
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface BookingRules {
  buffer_minutes: number;
  min_notice_hours: number;
  horizon_days: number;
}

export interface BookingRow {
  id: string;
  meeting_type_id: string;
  starts_at: Date;
  ends_at: Date;
  name: string;
  email: string;
  message: string | null;
  time_zone: string;
  language: 'en' | 'fr';
  lead_id: string | null;
  calendar_event_id: string | null;
  status: BookingStatus;
  sequence: number;
}

const meetingTypeColumns =
  'id, slug, name_en, name_fr, description_en, description_fr, duration_minutes, active';

export async function listMeetingTypes(
  q: Queryable,
  options: { activeOnly?: boolean } = {},
): Promise<MeetingTypeRow[]> {
  const where = options.activeOnly ? 'WHERE active' : '';
  return await q.query<MeetingTypeRow>(
    `SELECT ${meetingTypeColumns} FROM booking_meeting_types ${where} ORDER BY position, created_at, slug`,
  );
}

export async function findMeetingType(
  q: Queryable,
  id: string,
): Promise<MeetingTypeRow | undefined> {
  const [row] = await q.query<MeetingTypeRow>(
    `SELECT ${meetingTypeColumns} FROM booking_meeting_types WHERE id = $1`,
    [id],
  );
  return row;
}

export async function listHours(q: Queryable): Promise<HoursRow[]> {
  return await q.query<HoursRow>(
    'SELECT weekday, start_minute, end_minute FROM booking_hours ORDER BY weekday, start_minute',
  );
}

export async function readBookingRules(q: Queryable): Promise<BookingRules> {
  const [row] = await q.query<BookingRules>(
    'SELECT buffer_minutes, min_notice_hours, horizon_days FROM booking_settings WHERE id',
  );
  return row ?? { buffer_minutes: 15, min_notice_hours: 24, horizon_days: 30 };
}

/** Replaces the settings: meeting types upserted by id, the week's hours, the rules. */
export async function writeBookingSettings(
  tx: Queryable,
  settings: {
    meeting_types: readonly (Omit<MeetingTypeRow, 'id'> & { id?: string | undefined })[];
    hours: readonly HoursRow[];
  } & BookingRules,
): Promise<void> {
  const kept: string[] = [];
  // Slugs may swap between rows: park the kept rows' slugs first.
  await tx.query(
    `UPDATE booking_meeting_types SET slug = 'x-' || replace(id::text, '-', '')
     WHERE id = ANY($1::uuid[])`,
    [settings.meeting_types.flatMap((type) => (type.id ? [type.id] : []))],
  );
  for (const [position, type] of settings.meeting_types.entries()) {
    const values = [
      type.slug,
      type.name_en,
      type.name_fr,
      type.description_en,
      type.description_fr,
      type.duration_minutes,
      type.active,
      position,
    ];
    const [updated] = type.id
      ? await tx.query<{ id: string }>(
          `UPDATE booking_meeting_types SET slug = $2, name_en = $3, name_fr = $4,
             description_en = $5, description_fr = $6, duration_minutes = $7, active = $8,
             position = $9, updated_at = now()
           WHERE id = $1 RETURNING id`,
          [type.id, ...values],
        )
      : [];
    if (updated) {
      kept.push(updated.id);
      continue;
    }
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO booking_meeting_types
         (slug, name_en, name_fr, description_en, description_fr, duration_minutes, active, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      values,
    );
    if (inserted) kept.push(inserted.id);
  }
  // Not listed: deleted, or made inactive when bookings use them (their slug parked).
  await tx.query(
    `UPDATE booking_meeting_types t SET active = false, updated_at = now()
     WHERE NOT (t.id = ANY($1::uuid[])) AND EXISTS (SELECT 1 FROM bookings b WHERE b.meeting_type_id = t.id)`,
    [kept],
  );
  await tx.query(
    `DELETE FROM booking_meeting_types t
     WHERE NOT (t.id = ANY($1::uuid[]))
       AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.meeting_type_id = t.id)`,
    [kept],
  );
  await tx.query('DELETE FROM booking_hours');
  for (const range of settings.hours) {
    await tx.query(
      'INSERT INTO booking_hours (weekday, start_minute, end_minute) VALUES ($1, $2, $3)',
      [range.weekday, range.start_minute, range.end_minute],
    );
  }
  await tx.query(
    `INSERT INTO booking_settings (id, buffer_minutes, min_notice_hours, horizon_days, updated_at)
     VALUES (true, $1, $2, $3, now())
     ON CONFLICT (id) DO UPDATE SET buffer_minutes = EXCLUDED.buffer_minutes,
       min_notice_hours = EXCLUDED.min_notice_hours, horizon_days = EXCLUDED.horizon_days,
       updated_at = now()`,
    [settings.buffer_minutes, settings.min_notice_hours, settings.horizon_days],
  );
}

/** Whether the slugs of meeting types not kept (so made inactive) are taken by a kept one. */
export async function slugsInUse(
  q: Queryable,
  slugs: readonly string[],
  exceptIds: readonly string[],
): Promise<string[]> {
  const rows = await q.query<{ slug: string }>(
    `SELECT slug FROM booking_meeting_types
     WHERE slug = ANY($1::text[]) AND NOT (id = ANY($2::uuid[]))
       AND EXISTS (SELECT 1 FROM bookings b WHERE b.meeting_type_id = booking_meeting_types.id)`,
    [slugs, exceptIds],
  );
  return rows.map((row) => row.slug);
}

/** Serialises every booking writer until the transaction ends (the overlap check). */
export async function lockBookings(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('bookings'))`);
}

/** A busy interval: a confirmed booking, or an agency event (its wall-clock start). */
export interface BusyRows {
  bookings: { id: string; starts_at: Date; ends_at: Date }[];
  /** Events that are no booking's, not cancelled, dated between the days given. */
  events: { date: string; time: string }[];
}

export async function listBusy(
  q: Queryable,
  range: { from: Date; to: Date; fromDay: string; toDay: string },
): Promise<BusyRows> {
  const bookings = await q.query<Stored<{ id: string; starts_at: Date; ends_at: Date }>>(
    `SELECT id, starts_at, ends_at FROM bookings
     WHERE status = 'confirmed' AND starts_at < $2 AND ends_at > $1`,
    [range.from, range.to],
  );
  const events = await q.query<{ date: string; time: string }>(
    `SELECT to_char(e.event_date, 'YYYY-MM-DD') AS date, to_char(e.event_time, 'HH24:MI') AS time
     FROM calendar_events e
     WHERE e.status <> 'cancelled' AND e.event_date BETWEEN $1::date AND $2::date
       AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.calendar_event_id = e.id)`,
    [range.fromDay, range.toDay],
  );
  return { bookings: bookings.map((row) => withDates(row)), events };
}

/** Timestamps come back as ISO strings (type-parsers.ts): the rows carry Dates. */
type Stored<T> = Omit<T, 'starts_at' | 'ends_at'> & { starts_at: string; ends_at: string };
const withDates = <T extends { starts_at: Date; ends_at: Date }>(row: Stored<T>): T =>
  ({ ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) }) as T;

const bookingColumns = `id, meeting_type_id, starts_at, ends_at, name, email, message, time_zone,
  language, lead_id, calendar_event_id, status, sequence`;

export async function insertBooking(
  tx: Queryable,
  values: Pick<
    BookingRow,
    | 'meeting_type_id'
    | 'starts_at'
    | 'ends_at'
    | 'name'
    | 'email'
    | 'message'
    | 'time_zone'
    | 'language'
  > & { token_hash: string },
): Promise<BookingRow> {
  const [row] = await tx.query<Stored<BookingRow>>(
    `INSERT INTO bookings (meeting_type_id, starts_at, ends_at, name, email, message, time_zone,
       language, token_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${bookingColumns}`,
    [
      values.meeting_type_id,
      values.starts_at,
      values.ends_at,
      values.name,
      values.email,
      values.message,
      values.time_zone,
      values.language,
      values.token_hash,
    ],
  );
  if (!row) throw new Error('INSERT INTO bookings returned no row');
  return withDates(row);
}

export async function findBookingByTokenHash(
  q: Queryable,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<BookingRow | undefined> {
  const [row] = await q.query<Stored<BookingRow>>(
    `SELECT ${bookingColumns} FROM bookings WHERE token_hash = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [tokenHash],
  );
  return row && withDates(row);
}

export async function linkBooking(
  tx: Queryable,
  id: string,
  links: { lead_id: string; calendar_event_id: string },
): Promise<void> {
  await tx.query('UPDATE bookings SET lead_id = $2, calendar_event_id = $3 WHERE id = $1', [
    id,
    links.lead_id,
    links.calendar_event_id,
  ]);
}

export async function cancelBookingRow(tx: Queryable, id: string): Promise<BookingRow> {
  const [row] = await tx.query<Stored<BookingRow>>(
    `UPDATE bookings SET status = 'cancelled', cancelled_at = now(), updated_at = now(),
       sequence = sequence + 1
     WHERE id = $1 RETURNING ${bookingColumns}`,
    [id],
  );
  if (!row) throw new Error('UPDATE bookings returned no row');
  return withDates(row);
}

export async function moveBookingRow(
  tx: Queryable,
  id: string,
  startsAt: Date,
  endsAt: Date,
): Promise<BookingRow> {
  const [row] = await tx.query<Stored<BookingRow>>(
    `UPDATE bookings SET starts_at = $2, ends_at = $3, updated_at = now(), sequence = sequence + 1
     WHERE id = $1 RETURNING ${bookingColumns}`,
    [id, startsAt, endsAt],
  );
  if (!row) throw new Error('UPDATE bookings returned no row');
  return withDates(row);
}

/** A booking's calendar event: a call on the agency's wall-clock day and time. */
export async function insertBookingEvent(
  tx: Queryable,
  values: { title: string; date: string; time: string; description: string; lead_id: string },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO calendar_events (title, event_date, event_time, type, priority, status, description, lead_id)
     VALUES ($1, $2, $3, 'call', 'high', 'scheduled', $4, $5) RETURNING id`,
    [values.title, values.date, values.time, values.description, values.lead_id],
  );
  if (!row) throw new Error('INSERT INTO calendar_events returned no row');
  return row.id;
}

export async function setBookingEvent(
  tx: Queryable,
  eventId: string,
  change: { status: 'cancelled' } | { date: string; time: string },
): Promise<void> {
  if ('status' in change) {
    await tx.query(
      `UPDATE calendar_events SET status = 'cancelled', updated_at = now() WHERE id = $1`,
      [eventId],
    );
  } else {
    await tx.query(
      `UPDATE calendar_events SET event_date = $2, event_time = $3, status = 'scheduled',
         updated_at = now() WHERE id = $1`,
      [eventId, change.date, change.time],
    );
  }
}

/** A lead's bookings, newest first (the lead's details). */
export async function listLeadBookings(
  q: Queryable,
  leadId: string,
): Promise<{ starts_at: string; status: BookingStatus }[]> {
  return await q.query(
    'SELECT starts_at, status FROM bookings WHERE lead_id = $1 ORDER BY starts_at DESC',
    [leadId],
  );
}
