import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';

/*
 * Tests only: the booking function (docs/booking.md) on the test database, as the booking tests
 * share it. The clock is Monday 23 March 2026, 09:00 in Paris (08:00 UTC); Paris moves to
 * summer time on Sunday 29 March. The agency works 09:00–17:00 on weekdays, offers a
 * 30-minute consultation, 24 hours to 30 days ahead, with 15 minutes between calls.
 */

export const NOW = new Date('2026-03-23T08:00:00Z');

const visitor = {
  meeting_type: 'consultation',
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'About our new shop',
  time_zone: 'America/New_York',
  language: 'en',
};

interface OutboxRow {
  to_email: string;
  subject: string;
  body: string;
  template_key: string;
  attachments: { kind: string; filename: string; contentType: string; content: string }[] | null;
}

export function parseIcs(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const [vevent] = calendar.getAllSubcomponents('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** The function kit with the clock, the settings and the calls of the booking tests. */
export function useBookingKit() {
  const kit = useFunctionKit({
    truncate: ['bookings', 'calendar_events', 'leads', 'email_outbox', 'notifications'],
  });

  const call = (body: Record<string, unknown>, ip = '198.51.100.20') =>
    kit.call('booking', body, 'anonymous', { ip });

  const book = (starts_at: string, extra: Record<string, unknown> = {}, ip?: string) =>
    call({ action: 'create_booking', ...visitor, starts_at, ...extra }, ip);

  async function setSetting(key: string, value: unknown) {
    await kit.db.query(
      `INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [key, JSON.stringify(value)],
    );
  }

  async function slots(from = '2026-03-24', days = 14, time_zone = 'America/New_York') {
    const { status, body } = await call({ action: 'get_booking_page', from, days, time_zone });
    expect(status).toBe(200);
    return (body.slots as { starts_at: string; ends_at: string }[]).map((slot) => slot.starts_at);
  }

  const outbox = () =>
    kit.db.query<OutboxRow>(
      `SELECT to_email, subject, body, template_key, attachments FROM email_outbox
       ORDER BY created_at, to_email`,
    );

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  beforeEach(async () => {
    vi.setSystemTime(NOW);
    vi.stubEnv('ATELIER_RATE_LIMIT_LEADS', '0');
    await kit.db.exec(`DELETE FROM rate_limit_hits WHERE bucket = 'create_booking'`);
    await setSetting('agency.time_zone', 'Europe/Paris');
    await setSetting('agency.email', 'studio@example.com');
    await setSetting('agency.name', 'Studio Nord');
    await kit.db.exec(`
      UPDATE booking_settings SET buffer_minutes = 15, min_notice_hours = 24, horizon_days = 30;
      DELETE FROM booking_hours;
      INSERT INTO booking_hours (weekday, start_minute, end_minute)
        SELECT day, 540, 1020 FROM generate_series(1, 5) AS day;
      UPDATE booking_meeting_types SET active = true, duration_minutes = 30
        WHERE slug = 'consultation';`);
  });

  return { kit, call, book, slots, outbox };
}
