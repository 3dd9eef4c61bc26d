import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  insertTestClient,
  insertTestInvoice,
  insertTestMilestone,
  insertTestProject,
} from './calendar-test-data.ts';
import { escapeText, foldLine, zonedInstant } from './feed-ics.ts';
import { FEED_RATE_LIMIT } from './feed-routes.ts';

const kit = useFunctionKit({ truncate: ['calendar_events', 'clients', 'calendar_feeds'] });

/** A day `days` from today (UTC): inside the feed's window. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function feedPathOf(as?: { token: string }): Promise<string> {
  const { status, body } = await kit.call('calendar', { action: 'get_feed' }, 'admin', as ?? {});
  expect(status).toBe(200);
  expect(body.feed.path).toMatch(/^\/calendar\/v1\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  return body.feed.path;
}

async function readFeed(path: string): Promise<{ response: Response; text: string }> {
  const response = await kit.request(path, { headers: { 'x-forwarded-for': '198.51.100.7' } });
  return { response, text: await response.text() };
}

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  return { calendar, events };
}

async function setSetting(key: string, value: unknown) {
  await kit.db.query(
    `INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [key, JSON.stringify(value)],
  );
}

describe('calendar feed', () => {
  it('makes one link per admin, shows its URL only when made, and serves valid iCalendar', async () => {
    await setSetting('agency.name', 'Studio; North, Inc.');
    await setSetting('agency.time_zone', 'Europe/Paris');
    const day = dayFromToday(10);
    const made = await kit.call('calendar', {
      action: 'create_event',
      title: 'Kick-off, phase 1; budget \\ scope',
      date: day,
      time: '14:30',
      type: 'call',
      description: `Line one\nLine two with a long text ${'é'.repeat(60)}`,
    });
    expect(made.status).toBe(200);
    const path = await feedPathOf();
    const again = await kit.call('calendar', { action: 'get_feed' });
    expect(again.body.feed).toEqual({ created_at: expect.any(String), path: null });

    const { response, text } = await readFeed(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    // CRLF everywhere, and no line longer than 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);

    const { calendar, events } = parseFeed(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Atelier//Calendar feed//EN');
    // An X- property is TEXT by convention; the parser leaves its escapes as they are.
    expect(lines).toContain('X-WR-CALNAME:Studio\\; North\\, Inc.');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.summary).toBe('Kick-off, phase 1; budget \\ scope');
    expect(event?.description).toBe(`Line one\nLine two with a long text ${'é'.repeat(60)}`);
    expect(event?.uid).toBe(`event-${made.body.event.id}@localhost`);
    // 14:30 in Paris is 13:30 or 12:30 UTC, by the season.
    expect(event?.startDate.toJSDate().toISOString()).toBe(
      zonedInstant(day, '14:30', 'Europe/Paris').toISOString(),
    );
    expect(event?.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });

  it('lists milestone and invoice deadlines as all-day entries', async () => {
    const clientId = await insertTestClient(kit.db, { name: 'Dana', company: 'Acme' });
    const projectId = await insertTestProject(kit.db, { clientId, name: 'Website' });
    const milestoneDay = dayFromToday(20);
    const invoiceDay = dayFromToday(30);
    const milestoneId = await insertTestMilestone(kit.db, {
      projectId,
      name: 'Design, review',
      dueDate: milestoneDay,
    });
    await insertTestMilestone(kit.db, {
      projectId,
      name: 'Done one',
      dueDate: milestoneDay,
      isDone: true,
    });
    const invoiceId = await insertTestInvoice(kit.db, {
      clientId,
      number: 'INV-2026-0007',
      dueDate: invoiceDay,
      status: 'sent',
    });
    await insertTestInvoice(kit.db, {
      clientId,
      number: 'DRAFT',
      dueDate: invoiceDay,
      status: 'draft',
    });
    const { events } = parseFeed((await readFeed(await feedPathOf())).text);
    expect(events.map((event) => [event.uid, event.summary, event.startDate.isDate])).toEqual([
      [`milestone-${milestoneId}@localhost`, 'Design, review — Website', true],
      [`invoice-${invoiceId}@localhost`, 'Invoice INV-2026-0007 due', true],
    ]);
    expect(events[0]?.startDate.toString()).toBe(milestoneDay);
    expect(events[0]?.endDate.toString()).toBe(dayFromToday(21));
    expect(events[1]?.description).toBe('Dana (Acme)');
  });

  it("is each admin's own link: another admin's link is another URL, revoked on its own", async () => {
    const other = await kit.signIn({ role: 'admin', email: 'grace@example.com' });
    const mine = await feedPathOf();
    const theirs = await feedPathOf({ token: other.token });
    expect(theirs).not.toBe(mine);
    const revoked = await kit.call('calendar', { action: 'revoke_feed' }, 'admin', {
      token: other.token,
    });
    expect(revoked.status).toBe(200);
    expect((await readFeed(theirs)).response.status).toBe(404);
    expect((await readFeed(mine)).response.status).toBe(200);
  });

  it('answers 404 at once for a revoked link, and a new link works', async () => {
    const old = await feedPathOf();
    expect((await readFeed(old)).response.status).toBe(200);
    expect((await kit.call('calendar', { action: 'revoke_feed' })).status).toBe(200);
    const gone = await readFeed(old);
    expect(gone.response.status).toBe(404);
    expect(gone.text).toBe('Not found');
    const fresh = await feedPathOf();
    expect(fresh).not.toBe(old);
    expect((await readFeed(fresh)).response.status).toBe(200);
    expect((await readFeed(old)).response.status).toBe(404);
  });

  it('answers the same 404 for an unknown or malformed token', async () => {
    const unknown = await readFeed(`/calendar/v1/feeds/${'A'.repeat(43)}.ics`);
    const malformed = await readFeed('/calendar/v1/feeds/nope');
    expect([unknown.response.status, malformed.response.status]).toEqual([404, 404]);
    expect(unknown.text).toBe(malformed.text);
  });

  it('is rate-limited per client IP, unknown tokens included', async () => {
    const path = await feedPathOf();
    const from = { headers: { 'x-forwarded-for': '192.0.2.44' } };
    for (let i = 0; i < FEED_RATE_LIMIT.limit; i += 1) {
      const answer = await kit.request(`/calendar/v1/feeds/${'B'.repeat(43)}.ics`, from);
      expect(answer.status).toBe(404);
    }
    const refused = await kit.request(path, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not held up.
    expect((await readFeed(path)).response.status).toBe(200);
  });

  it('is for admins only: a client cannot get a link', async () => {
    expect((await kit.call('calendar', { action: 'get_feed' }, 'client')).status).toBe(403);
    expect((await kit.call('calendar', { action: 'get_feed' }, 'anonymous')).status).toBe(401);
  });
});

describe('get_events over a range', () => {
  it("answers the visible weeks' entries, neighbouring months' days included", async () => {
    for (const [title, date] of [
      ['Before', '2026-10-25'],
      ['Leading', '2026-10-26'],
      ['Trailing', '2026-12-06'],
      ['After', '2026-12-07'],
    ]) {
      await kit.call('calendar', { action: 'create_event', title, date, time: '10:00' });
    }
    const { status, body } = await kit.call('calendar', {
      action: 'get_events',
      from: '2026-10-26',
      to: '2026-12-06',
    });
    expect(status).toBe(200);
    expect(body.events.map((event: { title: string }) => event.title)).toEqual([
      'Leading',
      'Trailing',
    ]);
  });

  it('refuses a missing, reversed or too long range with a field message', async () => {
    const ask = async (input: Record<string, unknown>) =>
      await kit.call('calendar', { action: 'get_events', ...input });
    expect((await ask({})).status).toBe(400);
    const reversed = await ask({ from: '2026-11-10', to: '2026-11-01' });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('To must not be before From');
    const long = await ask({ from: '2026-01-01', to: '2026-12-31' });
    expect(long.status).toBe(400);
    expect((await ask({ from: '2026-11-01' })).status).toBe(400);
  });
});

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'€'.repeat(40)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${'€'.repeat(40)}`,
    );
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('converts the agency wall clock to UTC across daylight saving', () => {
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/Paris').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(zonedInstant('2026-12-01', '09:00', 'Europe/Paris').toISOString()).toBe(
      '2026-12-01T08:00:00.000Z',
    );
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedInstant('2026-11-28', '23:15', 'UTC').toISOString()).toBe(
      '2026-11-28T23:15:00.000Z',
    );
  });
});
