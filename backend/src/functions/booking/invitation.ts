import type { InlineAttachment } from '../../mail/outbox.ts';
import { escapeText, foldLine, utcStamp } from '../calendar/feed-ics.ts';

/*
 * A booking's invitation (RFC 5545 with iTIP, RFC 5546): one VEVENT at its UTC instants, with
 * the agency as ORGANIZER and the visitor as ATTENDEE. A booking and a reschedule send
 * METHOD:REQUEST, a cancellation METHOD:CANCEL, all with the booking's UID and its SEQUENCE
 * (raised on each change), so calendars update the one entry. The escaping and folding are the
 * calendar feed's (feed-ics.ts).
 */

export interface Invitation {
  method: 'REQUEST' | 'CANCEL';
  bookingId: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The UID's domain part: the site's host. */
  uidDomain: string;
  now: Date;
}

/**
 * A parameter value (CN): quoted, without the characters a quoted value cannot hold (names
 * passed the text rule, so no other control characters).
 */
const paramValue = (value: string): string => `"${value.replace(/["\r\n\t\\]/g, '')}"`;

/** `mailto:` of an address; the address has passed the e-mail rule (no spaces or quotes). */
const mailto = (email: string): string => `mailto:${email}`;

export function invitationIcs(invitation: Invitation): string {
  const cancelled = invitation.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atelier//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    'BEGIN:VEVENT',
    `UID:booking-${invitation.bookingId}@${invitation.uidDomain}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utcStamp(invitation.now)}`,
    `DTSTART:${utcStamp(invitation.start)}`,
    `DTEND:${utcStamp(invitation.end)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    `ORGANIZER;CN=${paramValue(invitation.organizer.name)}:${mailto(invitation.organizer.email)}`,
    `ATTENDEE;CN=${paramValue(invitation.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(invitation.attendee.email)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The `.ics` as an e-mail attachment (`invite.ics`, or `cancel.ics`). */
export function invitationAttachment(invitation: Invitation): InlineAttachment {
  const method = invitation.method;
  return {
    kind: 'inline',
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; method=${method}; charset=UTF-8`,
    content: invitationIcs(invitation),
  };
}
