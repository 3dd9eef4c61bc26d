import { booking as bookingActions } from '@atelier/shared/actions';
import { SLOT_TAKEN_MESSAGE } from '@atelier/shared/contract';
import { agencyTimeZone } from '../../db/agency-time.ts';
import {
  type BookingRow,
  cancelBookingRow,
  findBookingByTokenHash,
  findMeetingType,
  lockBookings,
  type MeetingTypeRow,
  moveBookingRow,
  setBookingEvent,
} from '../../db/booking.ts';
import type { Queryable } from '../../db/database.ts';
import { implement } from '../registry.ts';
import { queueBookingMail } from './booking-mail.ts';
import {
  agencyClock,
  enforceRateLimit,
  fieldError,
  hashBookingToken,
  isUniqueViolation,
  notFound,
  notifyBooking,
  toBooking,
  toMeetingType,
} from './public-common.ts';
import { checkSlot } from './slot-check.ts';

/*
 * A booking read, cancelled or moved by its manage link's token (docs/booking.md); a write
 * takes the bookings lock and the booking's row first.
 */

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
