import type { EmailLocale } from '@atelier/shared/contract';
import type { BookingRow, MeetingTypeRow } from '../../db/booking.ts';
import type { Queryable } from '../../db/database.ts';
import { readAgencyName, readSettings } from '../../db/settings.ts';
import { SETTING_KEYS, settingText } from '../../db/site-settings.ts';
import { emailLocale, queueTemplatedEmail } from '../../mail/templates/index.ts';
import { zoneName } from '../../mail/templates/phrases.ts';
import { invitationAttachment } from './invitation.ts';

/*
 * The e-mails of a booking (docs/booking.md "E-mails"): the visitor's confirmation (or
 * cancellation) in their language and zone, and the agency's notice at its contact address
 * (else to every active admin) in the agency's, both with the `.ics` invitation. Each names
 * its zone in its reader's language ("heure normale d’Europe centrale"), not by its IANA id.
 */

export type BookingChange = 'made' | 'moved' | 'cancelled';

export interface BookingMailContext {
  siteUrl: string;
  now: Date;
}

/** `Tuesday, December 1, 2026, 10:00–10:30` in `locale` and `zone`. */
export function whenText(start: Date, end: Date, zone: string, locale: EmailLocale): string {
  const tag = locale === 'fr' ? 'fr-FR' : 'en-US';
  const day = new Intl.DateTimeFormat(tag, {
    timeZone: zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat(tag, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${time.format(start)}–${time.format(end)}`;
}

export const meetingName = (type: MeetingTypeRow, locale: EmailLocale): string =>
  locale === 'fr' ? type.name_fr : type.name_en;

/** The manage link of the visitor's e-mails. */
export const manageLink = (siteUrl: string, token: string): string =>
  `${siteUrl}/book/manage?token=${encodeURIComponent(token)}`;

/** The agency's contact address, else the active admins' (never nobody while one exists). */
async function agencyRecipients(q: Queryable): Promise<string[]> {
  const settings = await readSettings(q, [SETTING_KEYS.email]);
  const contact = settingText(settings.get(SETTING_KEYS.email));
  if (contact) return [contact];
  const admins = await q.query<{ email: string }>(
    `SELECT email FROM users WHERE role IN ('admin', 'super_admin') AND deactivated_at IS NULL
     ORDER BY email`,
  );
  return admins.map((admin) => admin.email);
}

/** The ORGANIZER: the agency's name and contact address (else its first admin's). */
async function organizer(q: Queryable): Promise<{ name: string; email: string }> {
  const [email] = await agencyRecipients(q);
  return { name: await readAgencyName(q), email: email ?? 'no-reply@invalid' };
}

/**
 * Queues both e-mails of `change` in the caller's transaction. `token` is known on create (the
 * visitor's link); later changes only know its hash, so their e-mails link to the page
 * without it.
 */
export async function queueBookingMail(
  tx: Queryable,
  change: BookingChange,
  booking: BookingRow,
  type: MeetingTypeRow,
  context: BookingMailContext & { token: string | null; agencyZone: string },
): Promise<void> {
  const agency = await readAgencyName(tx);
  const org = await organizer(tx);
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const summaryFor = (locale: EmailLocale) => `${meetingName(type, locale)} — ${booking.name}`;
  const uidDomain = new URL(context.siteUrl).hostname || 'atelier.invalid';
  const visitorLocale = booking.language;
  const link =
    change === 'cancelled' || context.token === null
      ? `${context.siteUrl}/book`
      : manageLink(context.siteUrl, context.token);
  const invitation = (locale: EmailLocale, description: string) =>
    invitationAttachment({
      method,
      bookingId: booking.id,
      sequence: booking.sequence,
      start: booking.starts_at,
      end: booking.ends_at,
      summary: summaryFor(locale),
      description,
      organizer: org,
      attendee: { name: booking.name, email: booking.email },
      uidDomain,
      now: context.now,
    });
  const visitorValues = {
    name: booking.name,
    agency,
    meeting: meetingName(type, visitorLocale),
    when: whenText(booking.starts_at, booking.ends_at, booking.time_zone, visitorLocale),
    time_zone: zoneName(booking.time_zone, visitorLocale, booking.starts_at),
    link,
  };
  const visitorAttachment = invitation(visitorLocale, `${visitorValues.meeting}\n${link}`);
  if (change === 'cancelled') {
    await queueTemplatedEmail(tx, {
      key: 'booking_cancellation',
      locale: visitorLocale,
      to: booking.email,
      values: visitorValues,
      attachments: [visitorAttachment],
    });
  } else {
    await queueTemplatedEmail(tx, {
      key: 'booking_confirmation',
      locale: visitorLocale,
      to: booking.email,
      values: { ...visitorValues, is_rescheduled: change === 'moved' ? 'yes' : '' },
      attachments: [visitorAttachment],
    });
  }
  const agencyLocale = await emailLocale(tx);
  const calendarLink = `${context.siteUrl}/admin/leads${booking.lead_id ? `?lead=${booking.lead_id}` : ''}`;
  const agencyValues = {
    agency,
    name: booking.name,
    email: booking.email,
    meeting: meetingName(type, agencyLocale),
    when: whenText(booking.starts_at, booking.ends_at, context.agencyZone, agencyLocale),
    time_zone: zoneName(context.agencyZone, agencyLocale, booking.starts_at),
    message: booking.message ?? '',
    link: calendarLink,
    is_cancelled: change === 'cancelled' ? 'yes' : '',
    is_rescheduled: change === 'moved' ? 'yes' : '',
  };
  const description = [booking.email, booking.message ?? ''].filter(Boolean).join('\n');
  for (const to of await agencyRecipients(tx)) {
    await queueTemplatedEmail(tx, {
      key: 'booking_agency',
      locale: agencyLocale,
      to,
      values: agencyValues,
      attachments: [invitation(agencyLocale, description)],
    });
  }
}
