import { booking as bookingActions } from '@atelier/shared/actions';
import { type BookingSettings, minutesOfDay } from '@atelier/shared/contract';
import { agencyTimeZone } from '../../db/agency-time.ts';
import {
  listHours,
  listMeetingTypes,
  readBookingRules,
  slugsInUse,
  writeBookingSettings,
} from '../../db/booking.ts';
import type { Queryable } from '../../db/database.ts';
import { type FieldProblems, fieldFailure, invalidFields } from '../../errors.ts';
import { implement } from '../registry.ts';
import { hhmm } from './slots.ts';

/** The agency's booking settings (docs/booking.md "Settings"). */

async function readBookingSettings(q: Queryable): Promise<BookingSettings> {
  const [types, hours, rules, zone] = [
    await listMeetingTypes(q),
    await listHours(q),
    await readBookingRules(q),
    await agencyTimeZone(q),
  ];
  return {
    meeting_types: types,
    hours: hours.map((range) => ({
      weekday: range.weekday,
      start: hhmm(range.start_minute),
      end: hhmm(range.end_minute),
    })),
    ...rules,
    agency_time_zone: zone,
  };
}

export const getBookingSettings = implement(bookingActions.actions.get_booking_settings, {
  handler: async (_input, { db }) => ({ settings: await readBookingSettings(db) }),
});

export const saveBookingSettings = implement(bookingActions.actions.save_booking_settings, {
  handler: async (input, { db }) => {
    const settings = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('booking_settings'))`);
      const keptIds = input.meeting_types.flatMap((type) => (type.id ? [type.id] : []));
      const held = await slugsInUse(
        tx,
        input.meeting_types.map((type) => type.slug),
        keptIds,
      );
      if (held.length > 0) {
        const fields: FieldProblems = {};
        input.meeting_types.forEach((type, i) => {
          if (held.includes(type.slug)) {
            fields[`meeting_types.${i}.slug`] = [
              'A removed meeting type with bookings keeps this slug; choose another',
              fieldFailure('slug_taken'),
            ];
          }
        });
        throw invalidFields(fields);
      }
      await writeBookingSettings(tx, {
        meeting_types: input.meeting_types,
        hours: input.hours.map((range) => ({
          weekday: range.weekday,
          start_minute: minutesOfDay(range.start),
          end_minute: minutesOfDay(range.end),
        })),
        buffer_minutes: input.buffer_minutes,
        min_notice_hours: input.min_notice_hours,
        horizon_days: input.horizon_days,
      });
      return await readBookingSettings(tx);
    });
    return { settings };
  },
});
