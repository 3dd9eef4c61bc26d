import { describe, expect, it, vi } from 'vitest';
import { NOW, parseIcs, useBookingKit } from './booking-test-data.ts';

/*
 * The booking page and booking a call (docs/booking.md): slots in the agency's zone shown to a
 * visitor in another, a daylight-saving week, the rules, the database deciding a race, agency
 * events, the rate limit, the e-mails and their .ics.
 */

const { kit, call, book, slots, outbox } = useBookingKit();

describe('get_booking_page', () => {
  it('lists the consultation and its slots as UTC instants, across the change to summer time', async () => {
    const { status, body } = await call({
      action: 'get_booking_page',
      from: '2026-03-24',
      days: 14,
      time_zone: 'America/New_York',
      language: 'fr',
    });
    expect(status).toBe(200);
    expect(body.meeting_type).toBe('consultation');
    expect(body.agency_time_zone).toBe('Europe/Paris');
    expect(body.meeting_types).toEqual([
      expect.objectContaining({
        slug: 'consultation',
        name: 'Consultation gratuite de 30 minutes',
        duration_minutes: 30,
      }),
    ]);
    const starts = (body.slots as { starts_at: string }[]).map((slot) => slot.starts_at);
    // Before now + 24 h nothing; the first slot is Tuesday 09:00 in Paris (CET, UTC+1).
    expect(starts[0]).toBe('2026-03-24T08:00:00.000Z');
    expect(starts).toContain('2026-03-27T15:30:00.000Z');
    expect(starts).not.toContain('2026-03-27T16:00:00.000Z');
    // The weekend is closed.
    expect(starts.some((s) => s.startsWith('2026-03-28') || s.startsWith('2026-03-29'))).toBe(
      false,
    );
    // Monday 30 March, summer time (CEST, UTC+2): 09:00 is 07:00 UTC, the last is 16:30 → 14:30.
    const monday = starts.filter((s) => s.startsWith('2026-03-30'));
    expect(monday[0]).toBe('2026-03-30T07:00:00.000Z');
    expect(monday.at(-1)).toBe('2026-03-30T14:30:00.000Z');
    expect(monday).toHaveLength(16);
    expect(body.slots[0].ends_at).toBe('2026-03-24T08:30:00.000Z');
  });

  it('reads the days in the visitor’s zone and stops at the horizon', async () => {
    // Tokyo's 25 March is 24 March 15:00 UTC to 25 March 15:00 UTC: the end of Paris's
    // Tuesday and most of its Wednesday.
    const tokyo = await slots('2026-03-25', 1, 'Asia/Tokyo');
    expect(tokyo.slice(0, 3)).toEqual([
      '2026-03-24T15:00:00.000Z',
      '2026-03-24T15:30:00.000Z',
      '2026-03-25T08:00:00.000Z',
    ]);
    expect(tokyo.at(-1)).toBe('2026-03-25T14:30:00.000Z');
    const far = await slots('2026-04-20', 31, 'Europe/Paris');
    expect(far.every((s) => Date.parse(s) <= NOW.getTime() + 30 * 86_400_000)).toBe(true);
    expect(far.at(-1)?.startsWith('2026-04-22')).toBe(true);
  });

  it('answers 404 for a meeting type it does not offer and 400 for a bad zone', async () => {
    expect((await call({ action: 'get_booking_page', meeting_type: 'nope' })).status).toBe(404);
    const bad = await call({ action: 'get_booking_page', time_zone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.time_zone).toMatch(/IANA/);
  });
});

describe('create_booking', () => {
  it('books: the lead, the call in the calendar, both e-mails with a REQUEST .ics', async () => {
    const { status, body } = await book('2026-03-24T08:00:00Z');
    expect(status).toBe(200);
    expect(body.booking).toMatchObject({
      starts_at: '2026-03-24T08:00:00.000Z',
      ends_at: '2026-03-24T08:30:00.000Z',
      meeting_type: 'consultation',
      name: 'Jane Doe',
      email: 'jane@example.com',
      status: 'confirmed',
    });
    expect(body.manage_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [lead] = await kit.db.query<{ id: string; source: string; notes: string }>(
      'SELECT id, source, notes FROM leads',
    );
    expect(lead).toMatchObject({ source: 'direct', notes: 'About our new shop' });
    const events = await kit.db.query<{
      type: string;
      date: string;
      time: string;
      lead_id: string;
      title: string;
    }>(
      `SELECT type, to_char(event_date, 'YYYY-MM-DD') AS date, to_char(event_time, 'HH24:MI') AS time,
         lead_id, title FROM calendar_events`,
    );
    expect(events).toEqual([
      {
        type: 'call',
        date: '2026-03-24',
        time: '09:00',
        lead_id: lead?.id,
        title: 'Free 30-minute consultation — Jane Doe',
      },
    ]);
    const [stored] = await kit.db.query<{ token_hash: string }>('SELECT token_hash FROM bookings');
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(body.manage_token);

    const mails = await outbox();
    expect(mails.map((m) => [m.template_key, m.to_email])).toEqual(
      expect.arrayContaining([
        ['booking_confirmation', 'jane@example.com'],
        ['booking_agency', 'studio@example.com'],
      ]),
    );
    const toJane = mails.find((m) => m.to_email === 'jane@example.com');
    expect(toJane?.body).toContain(`/book/manage?token=${body.manage_token}`);
    // The visitor's zone words the time: 04:00 in New York, named in the visitor's language;
    // the agency's notice in the agency's zone (Paris, still on winter time on March 24).
    expect(toJane?.body).toContain('04:00–04:30 (Eastern Daylight Time)');
    const toAgency = mails.find((m) => m.to_email === 'studio@example.com');
    expect(toAgency?.body).toContain('09:00–09:30 (Central European Standard Time)');
    for (const mail of mails.filter((m) => m.template_key?.startsWith('booking_'))) {
      const [ics] = mail.attachments ?? [];
      expect(ics).toMatchObject({ kind: 'inline', filename: 'invite.ics' });
      expect(ics?.contentType).toContain('text/calendar');
      const { calendar, vevent, event } = parseIcs(ics?.content ?? '');
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(event.uid).toMatch(/^booking-[0-9a-f-]{36}@/);
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-24T08:00:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-24T08:30:00.000Z');
      expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
      expect(String(vevent.getFirstPropertyValue('organizer'))).toBe('mailto:studio@example.com');
      expect(String(vevent.getFirstPropertyValue('attendee'))).toBe('mailto:jane@example.com');
      expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(ics?.content).toMatch(/\r\n$/);
    }
    const notices = await kit.db.query<{ message_key: string }>(
      `SELECT DISTINCT message_key FROM notifications WHERE user_id = $1 ORDER BY message_key`,
      [kit.adminId],
    );
    expect(notices.map((n) => n.message_key)).toEqual(['booking_made', 'lead_new']);

    // The slot and the next one (within the 15-minute buffer) are gone; 09:00 UTC is open.
    const after = await slots();
    expect(after).not.toContain('2026-03-24T08:00:00.000Z');
    expect(after).not.toContain('2026-03-24T08:30:00.000Z');
    expect(after[0]).toBe('2026-03-24T09:00:00.000Z');
  });

  it('finds the existing lead by e-mail instead of making another', async () => {
    const [lead] = await kit.db.query<{ id: string }>(
      `INSERT INTO leads (name, email, source, status, score, language)
       VALUES ('Jane D.', 'jane@example.com', 'estimator', 'contacted', 40, 'en') RETURNING id`,
    );
    expect((await book('2026-03-24T08:00:00Z', { email: 'JANE@example.com' })).status).toBe(200);
    const leads = await kit.db.query<{ id: string }>('SELECT id FROM leads');
    expect(leads).toEqual([{ id: lead?.id }]);
    const [booking] = await kit.db.query<{ lead_id: string }>('SELECT lead_id FROM bookings');
    expect(booking?.lead_id).toBe(lead?.id);
    const detail = await kit.call('lead-management', { action: 'get_lead', id: lead?.id });
    expect(detail.body.bookings).toEqual([
      { starts_at: '2026-03-24T08:00:00.000Z', status: 'confirmed' },
    ]);
  });

  it.each([
    ['in the past', { starts_at: '2026-03-20T08:00:00Z' }, 'starts_at', /past/],
    ['before the notice', { starts_at: '2026-03-23T14:00:00Z' }, 'starts_at', /24 hours ahead/],
    ['beyond the horizon', { starts_at: '2026-05-05T08:00:00Z' }, 'starts_at', /30 days ahead/],
    ['outside working hours', { starts_at: '2026-03-24T18:00:00Z' }, 'starts_at', /outside/],
    ['on a Saturday', { starts_at: '2026-03-28T09:00:00Z' }, 'starts_at', /outside/],
    ['off the grid', { starts_at: '2026-03-24T08:15:00Z' }, 'starts_at', /offered times/],
    ['not a date', { starts_at: 'tomorrow' }, 'starts_at', /ISO 8601/],
    ['a malformed e-mail', { email: 'jane@' }, 'email', /valid e-mail/],
    ['a 10 kB message', { message: 'x'.repeat(10_000) }, 'message', /at most 2000/],
    ['an unknown zone', { time_zone: 'Nowhere/City' }, 'time_zone', /IANA/],
    ['no name', { name: '  ' }, 'name', /required/],
  ])(
    'refuses a booking %s with a field message and books nothing',
    async (_what, change, field, message) => {
      const { status, body } = await book('2026-03-24T08:00:00Z', change);
      expect(status).toBe(400);
      expect(body.fields[field]).toMatch(message);
      expect(await kit.db.query('SELECT id FROM bookings')).toEqual([]);
      expect(await kit.db.query('SELECT id FROM leads')).toEqual([]);
      expect(await outbox()).toEqual([]);
    },
  );

  it('lets the database decide a race: one of two bookings of a slot wins, the other gets 409', async () => {
    const answers = await Promise.all([
      book('2026-03-24T10:00:00Z', {}, '198.51.100.31'),
      book(
        '2026-03-24T10:00:00Z',
        { name: 'John Roe', email: 'john@example.com' },
        '198.51.100.32',
      ),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.fields).toEqual({ starts_at: 'This time is no longer available' });
    expect(await kit.db.query('SELECT id FROM bookings')).toHaveLength(1);
    expect(await kit.db.query('SELECT id FROM calendar_events')).toHaveLength(1);
  });

  it('refuses an overlapping time within the buffer with 409', async () => {
    expect((await book('2026-03-24T10:00:00Z')).status).toBe(200);
    const next = await book('2026-03-24T10:30:00Z', { email: 'john@example.com' });
    expect(next.status).toBe(409);
    expect(next.body.fields.starts_at).toBe('This time is no longer available');
  });

  it('keeps a slot an agency event holds closed (one hour, buffer included)', async () => {
    await kit.db.query(
      `INSERT INTO calendar_events (title, event_date, event_time, type)
       VALUES ('Studio visit', '2026-03-25', '10:00', 'meeting')`,
    );
    const open = await slots('2026-03-25', 1, 'Europe/Paris');
    expect(open).toContain('2026-03-25T08:00:00.000Z');
    expect(open).not.toContain('2026-03-25T08:30:00.000Z');
    expect(open).not.toContain('2026-03-25T09:00:00.000Z');
    expect(open).not.toContain('2026-03-25T09:30:00.000Z');
    expect(open).not.toContain('2026-03-25T10:00:00.000Z');
    expect(open).toContain('2026-03-25T10:30:00.000Z');
    const refused = await book('2026-03-25T09:00:00Z');
    expect(refused.status).toBe(409);
    // A cancelled event holds nothing.
    await kit.db.exec(`UPDATE calendar_events SET status = 'cancelled'`);
    expect((await book('2026-03-25T09:00:00Z')).status).toBe(200);
  });

  it('is rate-limited per IP', async () => {
    vi.stubEnv('ATELIER_RATE_LIMIT_LEADS', '1');
    expect((await book('2026-03-24T08:00:00Z', {}, '198.51.100.77')).status).toBe(200);
    const second = await book('2026-03-24T12:00:00Z', { email: 'x@example.com' }, '198.51.100.77');
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBeTruthy();
    expect(
      (await book('2026-03-24T12:00:00Z', { email: 'x@example.com' }, '198.51.100.78')).status,
    ).toBe(200);
  });
});
