import { randomBytes } from 'node:crypto';
import { booking as bookingActions } from '@atelier/shared/actions';
import { type EmailLocale, SLOT_TAKEN_MESSAGE } from '@atelier/shared/contract';
import {
  insertBooking,
  insertBookingEvent,
  linkBooking,
  listMeetingTypes,
  lockBookings,
} from '../../db/booking.ts';
import type { Queryable } from '../../db/database.ts';
import { insertLead, lockLeadEmail, recordStatusChanges } from '../../db/leads.ts';
import { readAgencyLanguage } from '../../db/settings.ts';
import { leadValues } from '../lead-management/create-lead.ts';
import { scoreLead } from '../lead-management/scoring.ts';
import { loadScoringCriteria } from '../lead-management/scoring-criteria.ts';
import { notifyNewLead } from '../notifications-system/events.ts';
import { implement } from '../registry.ts';
import { meetingName, queueBookingMail, whenText } from './booking-mail.ts';
import {
  agencyClock,
  enforceRateLimit,
  fieldError,
  hashBookingToken,
  isUniqueViolation,
  notifyBooking,
  toBooking,
} from './public-common.ts';
import { checkSlot } from './slot-check.ts';

/*
 * A visitor books a slot (docs/booking.md): the booking, its lead, its calendar event, the
 * admins' notice and the e-mails, in one transaction under the bookings lock.
 */

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
