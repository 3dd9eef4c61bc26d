import { createHash, randomBytes } from 'node:crypto';
import { booking as bookingActions } from '@atelier/shared/actions';
import {
  BOOKING_LIMITS,
  type Booking,
  type EmailLocale,
  type MeetingType,
  SLOT_TAKEN_MESSAGE,
} from '@atelier/shared/contract';
import { agencyTimeZone, dayIn } from '../../db/agency-time.ts';
import {
  type BookingRow,
  cancelBookingRow,
  findBookingByTokenHash,
  findMeetingType,
  insertBooking,
  insertBookingEvent,
  linkBooking,
  listBusy,
  listHours,
  listMeetingTypes,
  lockBookings,
  type MeetingTypeRow,
  moveBookingRow,
  readBookingRules,
  setBookingEvent,
} from '../../db/booking.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { insertLead, lockLeadEmail, recordStatusChanges } from '../../db/leads.ts';
import { createRateLimiter } from '../../db/rate-limit.ts';
import { readAgencyLanguage } from '../../db/settings.ts';
import { AppError } from '../../errors.ts';
import { addDays, zonedInstant } from '../calendar/feed-ics.ts';
import { leadValues } from '../lead-management/create-lead.ts';
import { LeadRateLimitedError, leadRateLimit } from '../lead-management/lead-rate-limit.ts';
import { scoreLead } from '../lead-management/scoring.ts';
import { loadScoringCriteria } from '../lead-management/scoring-criteria.ts';
import { notifyNewLead } from '../notifications-system/events.ts';
import { notifyAdmins } from '../notify.ts';
import { implement, type RequestInfo } from '../registry.ts';
import { type BookingChange, meetingName, queueBookingMail, whenText } from './booking-mail.ts';
import {
  busyIntervals,
  clashes,
  eventDays,
  openSlots,
  ruleProblem,
  type SlotRules,
  timeIn,
} from './slots.ts';

/*
 * The public booking actions (docs/booking.md): the page's slots, and a booking made, read,
 * cancelled or moved by its manage link's token. The slot rules are checked under one advisory
 * lock (every booking writer waits for it), and a partial unique index on a confirmed
 * booking's start is the database's last word.
 */

const MINUTE = 60_000;

export const hashBookingToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

const toMeetingType = (row: MeetingTypeRow, locale: EmailLocale): MeetingType => ({
  slug: row.slug,
  name: meetingName(row, locale),
  description: locale === 'fr' ? row.description_fr : row.description_en,
  duration_minutes: row.duration_minutes,
});

const toBooking = (row: BookingRow, type: MeetingTypeRow): Booking => ({
  id: row.id,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  meeting_type: type.slug,
  name: row.name,
  email: row.email,
  time_zone: row.time_zone,
  status: row.status,
});

const fieldError = (
  code: 'VALIDATION_FAILED' | 'CONFLICT',
  field: string,
  message: string,
  reason?: 'slot_taken' | 'booking_cancelled',
) =>
  new AppError(
    code,
    code === 'CONFLICT' ? message : 'Some fields are invalid',
    { [field]: message },
    reason ? { reason, fieldCodes: { [field]: { code: reason } } } : {},
  );

async function slotRules(q: Queryable, type: MeetingTypeRow): Promise<SlotRules> {
  const [rules, hours, zone] = [
    await readBookingRules(q),
    await listHours(q),
    await agencyTimeZone(q),
  ];
  return { ...rules, hours, zone, duration_minutes: type.duration_minutes };
}

/** Public booking per client IP: the lead form's limit (leadRateLimit), on its own bucket. */
async function enforceRateLimit(db: Database, request: RequestInfo): Promise<void> {
  const result = await createRateLimiter(db).take([
    { bucket: 'create_booking', subject: request.ip ?? 'unknown', rule: leadRateLimit() },
  ]);
  if (!result.isAllowed) throw new LeadRateLimitedError(result.retryAfterSeconds);
}

export const getBookingPage = implement(bookingActions.actions.get_booking_page, {
  handler: async (input, { db }) => {
    const locale = input.language ?? (await readAgencyLanguage(db));
    const types = await listMeetingTypes(db, { activeOnly: true });
    const zone = await agencyTimeZone(db);
    const viewZone = input.time_zone ?? zone;
    const now = new Date();
    const from = input.from ?? dayIn(viewZone, now);
    const days = input.days ?? BOOKING_LIMITS.daysDefault;
    const answer = {
      meeting_types: types.map((type) => toMeetingType(type, locale)),
      agency_time_zone: zone,
      from,
      days,
    };
    const type = input.meeting_type ? types.find((t) => t.slug === input.meeting_type) : types[0];
    if (input.meeting_type && !type) {
      throw new AppError('NOT_FOUND', 'This meeting type is not offered');
    }
    if (!type) return { ...answer, meeting_type: null, slots: [] };
    const range = {
      from: zonedInstant(from, '00:00', viewZone),
      to: zonedInstant(addDays(from, days), '00:00', viewZone),
    };
    const rules = await slotRules(db, type);
    const busy = await listBusy(db, { ...range, ...eventDays(zone, range.from, range.to) });
    const slots = openSlots(rules, range, busyIntervals(zone, busy), now).map((slot) => ({
      starts_at: new Date(slot.start).toISOString(),
      ends_at: new Date(slot.end).toISOString(),
    }));
    return { ...answer, meeting_type: type.slug, slots };
  },
});

/**
 * Under the bookings lock: refuses (400) a start the rules do not allow and (409) one that
 * clashes with a confirmed booking (other than `exceptId`) or an agency event, buffer included.
 */
async function checkSlot(
  tx: Queryable,
  type: MeetingTypeRow,
  start: Date,
  exceptId?: string,
): Promise<{ end: Date; zone: string }> {
  const rules = await slotRules(tx, type);
  const problem = ruleProblem(rules, start, new Date());
  if (problem) throw fieldError('VALIDATION_FAILED', 'starts_at', problem);
  const end = new Date(start.getTime() + type.duration_minutes * MINUTE);
  const pad = (rules.buffer_minutes + 24 * 60) * MINUTE;
  const around = { from: new Date(start.getTime() - pad), to: new Date(end.getTime() + pad) };
  const busy = await listBusy(tx, { ...around, ...eventDays(rules.zone, around.from, around.to) });
  const intervals = busyIntervals(rules.zone, busy, exceptId);
  if (clashes(start.getTime(), end.getTime(), intervals, rules.buffer_minutes)) {
    throw fieldError('CONFLICT', 'starts_at', SLOT_TAKEN_MESSAGE, 'slot_taken');
  }
  return { end, zone: rules.zone };
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The lead with this e-mail (the newest), or a new one (source `direct`), locked by e-mail. */
async function leadFor(
  tx: Queryable,
  visitor: { name: string; email: string; message: string | null; language: EmailLocale },
): Promise<string> {
  await lockLeadEmail(tx, visitor.email);
  const [found] = await tx.query<{ id: string }>(
    'SELECT id FROM leads WHERE lower(email) = lower($1) ORDER BY created_at DESC LIMIT 1',
    [visitor.email],
  );
  if (found) return found.id;
  const values = leadValues(
    { name: visitor.name, email: visitor.email, notes: visitor.message },
    { source: 'direct', language: visitor.language },
  );

  const criteria = await loadScoringCriteria(tx);
  const score = scoreLead({ ...values, pages_viewed: 0 }, criteria).score;
  const lead = await insertLead(tx, { ...values, score });
  await recordStatusChanges(tx, [
    { leadId: lead.id, fromStatus: null, toStatus: lead.status, changedBy: null },
  ]);
  await notifyNewLead(tx, lead);
  return lead.id;
}

/** The event's wall-clock day and time in the agency's zone. */
const agencyClock = (zone: string, at: Date) => ({ date: dayIn(zone, at), time: timeIn(zone, at) });

/** The admins' bell (and alert e-mails by their preferences). */
async function notifyBooking(
  tx: Queryable,
  change: BookingChange,
  row: BookingRow,
  type: MeetingTypeRow,
  zone: string,
): Promise<void> {
  const cancelled = change === 'cancelled';
  const when = `${dayIn(zone, row.starts_at)} ${timeIn(zone, row.starts_at)}`;
  await notifyAdmins(tx, {
    type: cancelled ? 'warning' : 'info',
    title: `${cancelled ? 'Booking cancelled' : 'New booking'}: ${row.name}`,
    message: `${type.name_en} · ${when}`,
    actionUrl: row.lead_id ? `/admin/leads?lead=${row.lead_id}` : '/admin/leads',
    message_key: cancelled ? 'booking_cancelled' : 'booking_made',
    params: { name: row.name, meeting: type.name_en, when },
  });
}

export const createBooking = implement(bookingActions.actions.create_booking, {
  handler: async (input, { db, request, auth }) => {
    await enforceRateLimit(db, request);
    const types = await listMeetingTypes(db, { activeOnly: true });
    const type = types.find((t) => t.slug === input.meeting_type);
    if (!type)
      throw fieldError('VALIDATION_FAILED', 'meeting_type', 'This meeting type is not offered');
    const language = input.language ?? (await readAgencyLanguage(db));
    const start = new Date(input.starts_at);
    const token = randomBytes(32).toString('base64url');
    const siteUrl = auth.settings.siteUrl.replace(/\/+$/, '');
    try {
      const row = await db.transaction(async (tx) => {
        await lockBookings(tx);
        const { end, zone } = await checkSlot(tx, type, start);
        const message = input.message ?? null;
        const inserted = await insertBooking(tx, {
          meeting_type_id: type.id,
          starts_at: start,
          ends_at: end,
          name: input.name,
          email: input.email,
          message,
          time_zone: input.time_zone,
          language,
          token_hash: hashBookingToken(token),
        });
        const leadId = await leadFor(tx, {
          name: input.name,
          email: input.email,
          message,
          language,
        });
        const agencyLocale = await readAgencyLanguage(tx);
        const eventId = await insertBookingEvent(tx, {
          title: `${meetingName(type, agencyLocale)} — ${input.name}`.slice(0, 200),
          ...agencyClock(zone, start),
          description: [
            `${input.name} <${input.email}>`,
            `${whenText(start, end, zone, agencyLocale)} (${zone})`,
            message ?? '',
          ]
            .filter(Boolean)
            .join('\n')
            .slice(0, 5000),
          lead_id: leadId,
        });
        await linkBooking(tx, inserted.id, { lead_id: leadId, calendar_event_id: eventId });
        const row = { ...inserted, lead_id: leadId, calendar_event_id: eventId };
        await notifyBooking(tx, 'made', row, type, zone);
        await queueBookingMail(tx, 'made', row, type, {
          siteUrl,
          now: new Date(),
          token,
          agencyZone: zone,
        });
        return row;
      });
      return {
        booking: { ...toBooking(row, type), status: 'confirmed' as const },
        manage_token: token,
      };
    } catch (error) {
      if (isUniqueViolation(error))
        throw fieldError('CONFLICT', 'starts_at', SLOT_TAKEN_MESSAGE, 'slot_taken');
      throw error;
    }
  },
});

const notFound = () => new AppError('NOT_FOUND', 'This booking does not exist');

export const getBooking = implement(bookingActions.actions.get_booking, {
  handler: async (input, { db }) => {
    const row = await findBookingByTokenHash(db, hashBookingToken(input.token));
    if (!row) throw notFound();
    const type = await findMeetingType(db, row.meeting_type_id);
    if (!type) throw notFound();
    const locale = input.language ?? row.language;
    return { booking: toBooking(row, type), meeting_type: toMeetingType(type, locale) };
  },
});

/** Under the bookings lock: the booking of `token`, locked, and its meeting type (else 404). */
async function lockedBooking(
  tx: Queryable,
  token: string,
): Promise<{ found: BookingRow; type: MeetingTypeRow }> {
  await lockBookings(tx);
  const found = await findBookingByTokenHash(tx, hashBookingToken(token), { forUpdate: true });
  if (!found) throw notFound();
  const type = await findMeetingType(tx, found.meeting_type_id);
  if (!type) throw notFound();
  return { found, type };
}

export const cancelBooking = implement(bookingActions.actions.cancel_booking, {
  handler: async (input, { db, auth }) => {
    const siteUrl = auth.settings.siteUrl.replace(/\/+$/, '');
    const { row, type } = await db.transaction(async (tx) => {
      const { found, type } = await lockedBooking(tx, input.token);
      if (found.status === 'cancelled') return { row: found, type };
      const row = await cancelBookingRow(tx, found.id);
      if (row.calendar_event_id)
        await setBookingEvent(tx, row.calendar_event_id, { status: 'cancelled' });
      const zone = await agencyTimeZone(tx);
      await notifyBooking(tx, 'cancelled', row, type, zone);
      await queueBookingMail(tx, 'cancelled', row, type, {
        siteUrl,
        now: new Date(),
        token: null,
        agencyZone: zone,
      });
      return { row, type };
    });
    return { booking: toBooking(row, type) };
  },
});

export const rescheduleBooking = implement(bookingActions.actions.reschedule_booking, {
  handler: async (input, { db, request, auth }) => {
    await enforceRateLimit(db, request);
    const siteUrl = auth.settings.siteUrl.replace(/\/+$/, '');
    const start = new Date(input.starts_at);
    try {
      const { row, type } = await db.transaction(async (tx) => {
        const { found, type } = await lockedBooking(tx, input.token);
        if (found.status === 'cancelled') {
          throw fieldError(
            'CONFLICT',
            'token',
            'This booking is cancelled: book a new time',
            'booking_cancelled',
          );
        }
        if (found.starts_at.getTime() === start.getTime()) return { row: found, type };
        const { end, zone } = await checkSlot(tx, type, start, found.id);
        const row = await moveBookingRow(tx, found.id, start, end);
        if (row.calendar_event_id) {
          await setBookingEvent(tx, row.calendar_event_id, agencyClock(zone, start));
        }
        await queueBookingMail(tx, 'moved', row, type, {
          siteUrl,
          now: new Date(),
          token: input.token,
          agencyZone: zone,
        });
        return { row, type };
      });
      return { booking: toBooking(row, type) };
    } catch (error) {
      if (isUniqueViolation(error))
        throw fieldError('CONFLICT', 'starts_at', SLOT_TAKEN_MESSAGE, 'slot_taken');
      throw error;
    }
  },
});
