import { createHash } from 'node:crypto';
import type { Booking, EmailLocale, MeetingType } from '@atelier/shared/contract';
import { dayIn } from '../../db/agency-time.ts';
import type { BookingRow, MeetingTypeRow } from '../../db/booking.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { createRateLimiter } from '../../db/rate-limit.ts';
import { AppError } from '../../errors.ts';
import { LeadRateLimitedError, leadRateLimit } from '../lead-management/lead-rate-limit.ts';
import { notifyAdmins } from '../notify.ts';
import type { RequestInfo } from '../registry.ts';
import { type BookingChange, meetingName } from './booking-mail.ts';
import { timeIn } from './slots.ts';

/*
 * What the public booking actions (docs/booking.md) share: the token's hash, the answers' shapes,
 * their errors, the per-IP limit and the admins' notice of a booking made or cancelled.
 */

export const hashBookingToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export const toMeetingType = (row: MeetingTypeRow, locale: EmailLocale): MeetingType => ({
  slug: row.slug,
  name: meetingName(row, locale),
  description: locale === 'fr' ? row.description_fr : row.description_en,
  duration_minutes: row.duration_minutes,
});

export const toBooking = (row: BookingRow, type: MeetingTypeRow): Booking => ({
  id: row.id,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  meeting_type: type.slug,
  name: row.name,
  email: row.email,
  time_zone: row.time_zone,
  status: row.status,
});

export const fieldError = (
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

export const notFound = () => new AppError('NOT_FOUND', 'This booking does not exist');

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Public booking per client IP: the lead form's limit (leadRateLimit), on its own bucket. */
export async function enforceRateLimit(db: Database, request: RequestInfo): Promise<void> {
  const result = await createRateLimiter(db).take([
    { bucket: 'create_booking', subject: request.ip ?? 'unknown', rule: leadRateLimit() },
  ]);
  if (!result.isAllowed) throw new LeadRateLimitedError(result.retryAfterSeconds);
}

/** The event's wall-clock day and time in the agency's zone. */
export const agencyClock = (zone: string, at: Date) => ({
  date: dayIn(zone, at),
  time: timeIn(zone, at),
});

/** The admins' bell (and alert e-mails by their preferences). */
export async function notifyBooking(
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
