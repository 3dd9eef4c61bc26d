import { describe, expect, it } from 'vitest';
import { parseIcs, useBookingKit } from './booking-test-data.ts';

/*
 * After a booking and around it (docs/booking.md): the manage link cancelling and
 * rescheduling, the agency's booking settings, and the get-started auto-reply.
 */

const { kit, call, book, slots, outbox } = useBookingKit();

describe('the manage link', () => {
  it('reads, cancels (idempotent, the slot freed, a CANCEL .ics) and 404s an unknown token', async () => {
    const made = await book('2026-03-24T08:00:00Z');
    const token = made.body.manage_token as string;
    const read = await call({ action: 'get_booking', token, language: 'fr' });
    expect(read.status).toBe(200);
    expect(read.body.booking.status).toBe('confirmed');
    expect(read.body.meeting_type.name).toBe('Consultation gratuite de 30 minutes');
    expect((await call({ action: 'get_booking', token: 'nope' })).status).toBe(404);

    await kit.db.exec('DELETE FROM email_outbox');
    const cancelled = await call({ action: 'cancel_booking', token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');
    expect((await slots())[0]).toBe('2026-03-24T08:00:00.000Z');
    const [event] = await kit.db.query<{ status: string }>('SELECT status FROM calendar_events');
    expect(event?.status).toBe('cancelled');
    const mails = await outbox();
    expect(mails.map((m) => m.template_key).sort()).toEqual([
      'booking_agency',
      'booking_cancellation',
    ]);
    for (const mail of mails) {
      const ics = mail.attachments?.[0];
      const { calendar, vevent } = parseIcs(ics?.content ?? '');
      expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(vevent.getFirstPropertyValue('sequence')).toBe(1);
      expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    }
    const again = await call({ action: 'cancel_booking', token });
    expect(again.status).toBe(200);
    expect((await outbox()).length).toBe(2);
    expect((await call({ action: 'get_booking', token })).body.booking.status).toBe('cancelled');
    // Another visitor can take the freed slot.
    expect((await book('2026-03-24T08:00:00Z', { email: 'john@example.com' })).status).toBe(200);
    const moved = await call({
      action: 'reschedule_booking',
      token,
      starts_at: '2026-03-24T12:00:00Z',
    });
    expect(moved.status).toBe(409);
  });

  it('reschedules to another open slot: the old one freed, a REQUEST with SEQUENCE 1', async () => {
    const token = (await book('2026-03-24T08:00:00Z')).body.manage_token as string;
    await kit.db.exec('DELETE FROM email_outbox');
    const moved = await call({
      action: 'reschedule_booking',
      token,
      starts_at: '2026-03-26T13:00:00Z',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.starts_at).toBe('2026-03-26T13:00:00.000Z');
    const open = await slots();
    expect(open).toContain('2026-03-24T08:00:00.000Z');
    expect(open).not.toContain('2026-03-26T13:00:00.000Z');
    const [event] = await kit.db.query<{ date: string; time: string }>(
      `SELECT to_char(event_date, 'YYYY-MM-DD') AS date, to_char(event_time, 'HH24:MI') AS time FROM calendar_events`,
    );
    expect(event).toEqual({ date: '2026-03-26', time: '14:00' });
    const toJane = (await outbox()).find((m) => m.to_email === 'jane@example.com');
    expect(toJane?.subject).toMatch(/^Moved:/);
    const { calendar, vevent } = parseIcs(toJane?.attachments?.[0]?.content ?? '');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(1);
    const bad = await call({
      action: 'reschedule_booking',
      token,
      starts_at: '2026-03-26T22:00:00Z',
    });
    expect(bad.status).toBe(400);
  });
});

describe('booking settings', () => {
  it('reads the seeded settings and refuses anonymous callers', async () => {
    const { status, body } = await kit.call('booking', { action: 'get_booking_settings' });
    expect(status).toBe(200);
    expect(body.settings).toMatchObject({
      buffer_minutes: 15,
      min_notice_hours: 24,
      horizon_days: 30,
      agency_time_zone: 'Europe/Paris',
    });
    expect(body.settings.hours).toHaveLength(5);
    expect(body.settings.hours[0]).toEqual({ weekday: 1, start: '09:00', end: '17:00' });
    expect(body.settings.meeting_types[0]).toMatchObject({
      slug: 'consultation',
      duration_minutes: 30,
    });
    expect((await call({ action: 'get_booking_settings' })).status).toBe(401);
  });

  it('saves hours, types and rules, and refuses overlaps, reversed ranges and a slug used twice', async () => {
    const current = (await kit.call('booking', { action: 'get_booking_settings' })).body.settings;
    const consultation = current.meeting_types[0];
    const base = {
      action: 'save_booking_settings',
      meeting_types: [consultation],
      buffer_minutes: 0,
      min_notice_hours: 2,
      horizon_days: 60,
    };
    const overlapping = await kit.call('booking', {
      ...base,
      hours: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
        { weekday: 2, start: '14:00', end: '10:00' },
      ],
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.fields['hours.1.start']).toMatch(/overlaps/);
    expect(overlapping.body.fields['hours.2.end']).toMatch(/after start/);
    const twice = await kit.call('booking', {
      ...base,
      hours: [],
      meeting_types: [consultation, { ...consultation, id: undefined }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.fields['meeting_types.1.slug']).toMatch(/already used/);

    const saved = await kit.call('booking', {
      ...base,
      meeting_types: [
        { ...consultation, duration_minutes: 45 },
        {
          slug: 'workshop',
          name_en: 'Workshop',
          name_fr: 'Atelier',
          description_en: '',
          description_fr: null,
          duration_minutes: 120,
          active: false,
        },
      ],
      hours: [
        { weekday: 6, start: '10:00', end: '12:00' },
        { weekday: 6, start: '14:00', end: '24:00' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.hours).toEqual([
      { weekday: 6, start: '10:00', end: '12:00' },
      { weekday: 6, start: '14:00', end: '24:00' },
    ]);
    expect(saved.body.settings.meeting_types.map((t: { slug: string }) => t.slug)).toEqual([
      'consultation',
      'workshop',
    ]);
    // Only Saturdays now, 45 minutes from 10:00 Paris; the inactive workshop is not offered.
    const page = await call({
      action: 'get_booking_page',
      from: '2026-03-28',
      days: 1,
      time_zone: 'Europe/Paris',
    });
    expect(page.body.meeting_types).toHaveLength(1);
    expect(page.body.slots.slice(0, 2)).toEqual([
      { starts_at: '2026-03-28T09:00:00.000Z', ends_at: '2026-03-28T09:45:00.000Z' },
      { starts_at: '2026-03-28T09:45:00.000Z', ends_at: '2026-03-28T10:30:00.000Z' },
    ]);
    // Restore the seed for the other tests' files.
    await kit.call('booking', {
      ...base,
      buffer_minutes: 15,
      min_notice_hours: 24,
      horizon_days: 30,
      meeting_types: [consultation],
      hours: current.hours,
    });
  });
});

describe('the get-started auto-reply', () => {
  it('offers the booking page while a meeting type is offered', async () => {
    const send = (email: string) =>
      kit.call('lead-management', { action: 'create_lead', name: 'Ann', email }, 'anonymous');
    expect((await send('ann@example.com')).status).toBe(200);
    await kit.db.exec(`UPDATE booking_meeting_types SET active = false`);
    expect((await send('bob@example.com')).status).toBe(200);
    const replies = await kit.db.query<{ to_email: string; body: string }>(
      `SELECT to_email, body FROM email_outbox WHERE template_key = 'lead_auto_reply' ORDER BY to_email`,
    );
    expect(replies).toHaveLength(2);
    expect(replies[0]?.body).toMatch(/Choose a time for a call: https?:\/\/\S+\/book$/m);
    expect(replies[1]?.body).not.toContain('/book');
  });
});
