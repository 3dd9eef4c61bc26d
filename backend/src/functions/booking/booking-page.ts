import { booking as bookingActions } from '@atelier/shared/actions';
import { BOOKING_LIMITS } from '@atelier/shared/contract';
import { agencyTimeZone, dayIn } from '../../db/agency-time.ts';
import { listBusy, listMeetingTypes } from '../../db/booking.ts';
import { readAgencyLanguage } from '../../db/settings.ts';
import { AppError } from '../../errors.ts';
import { addDays, zonedInstant } from '../calendar/feed-ics.ts';
import { implement } from '../registry.ts';
import { toMeetingType } from './public-common.ts';
import { slotRules } from './slot-check.ts';
import { busyIntervals, eventDays, openSlots } from './slots.ts';

/** The public booking page (docs/booking.md): the meeting types offered and one's open slots. */
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
