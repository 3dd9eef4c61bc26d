import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Keys } from '../../auth/keys.ts';
import { authTestApp } from '../../test/auth-app.ts';
import { callFunction, createTestKeys } from '../../test/fixtures.ts';
import { type FunctionAnswer, useFunctionKit } from '../../test/function-kit.ts';
import { dayFromToday } from '../invoice-management/seed-records.ts';
import { PAGE_VIEW_RATE_LIMIT } from './analytics-rate-limit.ts';

const kit = useFunctionKit({
  truncate: ['page_views', 'page_view_salts', 'rate_limit_hits', 'leads'],
});

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

let keys: Keys;
let app: Hono;
beforeAll(async () => {
  keys = await createTestKeys();
  app = authTestApp(kit.db, keys, { trustProxy: true });
});

/** A visitor's beacon, with the IP and user agent a browser would send. */
async function track(
  body: Record<string, unknown>,
  visitor: { ip?: string; userAgent?: string } = {},
): Promise<FunctionAnswer> {
  const response = await callFunction(
    app,
    keys,
    'analytics',
    { action: 'track_page_view', ...body },
    {
      headers: {
        'x-forwarded-for': visitor.ip ?? '198.51.100.7',
        'user-agent': visitor.userAgent ?? DESKTOP,
      },
    },
  );
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const views = () => kit.db.query<Record<string, unknown>>('SELECT * FROM page_views ORDER BY id');

const analytics = (body: Record<string, unknown> = {}) =>
  kit.call('analytics', { action: 'get_analytics', ...body });

describe('who may call analytics', () => {
  it('track_page_view is public; get_analytics is for admins only', async () => {
    const tracked = await kit.call(
      'analytics',
      { action: 'track_page_view', path: '/' },
      'anonymous',
    );
    expect([tracked.status, tracked.body]).toEqual([200, { success: true }]);

    const visitor = await kit.call('analytics', { action: 'get_analytics' }, 'anonymous');
    expect([visitor.status, visitor.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const client = await kit.call('analytics', { action: 'get_analytics' }, 'client');
    expect([client.status, client.body.code]).toEqual([403, 'FORBIDDEN']);
    const superAdmin = await kit.call('analytics', { action: 'get_analytics' }, 'super_admin');
    expect(superAdmin.status).toBe(200);
  });
});

describe('track_page_view', () => {
  it('stores the path, the referrer host, the campaign and the device, never IP or user agent', async () => {
    const answer = await track(
      {
        path: '/services',
        referrer: 'https://www.google.com/search?q=jane+doe',
        utm_source: ' newsletter ',
        utm_campaign: 'spring',
        utm_medium: '',
      },
      { ip: '198.51.100.23', userAgent: PHONE },
    );
    expect([answer.status, answer.body]).toEqual([200, { success: true }]);
    const [row, ...others] = await views();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      path: '/services',
      referrer_host: 'google.com',
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: 'spring',
      utm_term: null,
      utm_content: null,
      device_class: 'mobile',
      visitor_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      viewed_at: expect.any(String),
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('198.51.100.23');
    expect(stored).not.toContain('iPhone');
    expect(stored).not.toContain('jane');
  });

  it('drops a referrer on our own site (a move between pages)', async () => {
    await track({ path: '/estimator', referrer: 'http://localhost:3000/services' });
    await track({ path: '/estimator', referrer: 'not a url' });
    expect((await views()).map((row) => row.referrer_host)).toEqual([null, null]);
  });

  it('counts one visitor per IP and browser within the day', async () => {
    await track({ path: '/' }, { ip: '198.51.100.1', userAgent: PHONE });
    await track({ path: '/services' }, { ip: '198.51.100.1', userAgent: PHONE });
    await track({ path: '/' }, { ip: '198.51.100.1', userAgent: DESKTOP });
    await track({ path: '/' }, { ip: '198.51.100.2', userAgent: PHONE });
    const hashes = (await views()).map((row) => row.visitor_hash);
    expect(hashes[0]).toBe(hashes[1]);
    expect(new Set(hashes).size).toBe(3);
  });

  it('keeps only the salt of today, so older hashes cannot be recomputed', async () => {
    await kit.db.query(
      `INSERT INTO page_view_salts (day, salt) VALUES (current_date - 1, 'yesterday'),
                                                      (current_date - 2, 'before')`,
    );
    await track({ path: '/' });
    await track({ path: '/services' });
    const salts = await kit.db.query<{ day: string; salt: string }>(
      'SELECT day, salt FROM page_view_salts',
    );
    expect(salts).toEqual([
      { day: dayFromToday(0), salt: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    const hashes = (await views()).map((row) => row.visitor_hash);
    expect(hashes[0]).toBe(hashes[1]);
  });

  it('answers robots like anyone but does not count them', async () => {
    const answer = await track(
      { path: '/' },
      { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    expect(answer.status).toBe(200);
    expect(await views()).toEqual([]);
  });

  it.each([
    ['services', 'path'],
    ['//evil.example/x', 'path'],
    ['/services?email=jane@example.com', 'path'],
    ['/services#top', 'path'],
    [`/${'a'.repeat(500)}`, 'path'],
    ['/admin/leads', 'path'],
    ['/client-portal', 'path'],
    ['/auth/login', 'path'],
  ])('refuses the path %s and stores nothing', async (path, field) => {
    const answer = await track({ path });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.fields).toHaveProperty(field);
    expect(await views()).toEqual([]);
  });

  it('refuses a missing path and campaign tags over 200 characters', async () => {
    const answer = await track({ utm_source: 'x'.repeat(201) });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['path', 'utm_source']);
  });

  it('limits the views per IP with the shared database counter', async () => {
    for (let hit = 0; hit < PAGE_VIEW_RATE_LIMIT.limit; hit += 1) {
      expect((await track({ path: '/' }, { ip: '198.51.100.99' })).status).toBe(200);
    }
    const refused = await track({ path: '/' }, { ip: '198.51.100.99' });
    expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await track({ path: '/' }, { ip: '198.51.100.100' })).status).toBe(200);
    expect(await views()).toHaveLength(PAGE_VIEW_RATE_LIMIT.limit + 1);
  });
});

/** A view on a given UTC day by visitor `who` (their hash of that day). */
async function seedView(
  day: string,
  who: string,
  view: { path?: string; referrer_host?: string; utm_source?: string; device?: string } = {},
) {
  await kit.db.query(
    `INSERT INTO page_views (path, referrer_host, utm_source, device_class, visitor_hash, viewed_at)
     VALUES ($1, $2, $3, $4, encode(sha256(convert_to($5, 'UTF8')), 'hex'),
             ($6::date)::timestamp AT TIME ZONE 'UTC' + interval '12 hours')`,
    [
      view.path ?? '/',
      view.referrer_host ?? null,
      view.utm_source ?? null,
      view.device ?? 'desktop',
      `${day}:${who}`,
      day,
    ],
  );
}

async function seedLead(day: string, status: string) {
  await kit.db.query(
    `INSERT INTO leads (name, email, source, status, created_at)
     VALUES ('Lee', $1, 'direct', $2, ($3::date)::timestamp AT TIME ZONE 'UTC' + interval '9 hours')`,
    [`lee.${Math.random().toString(36).slice(2)}@example.com`, status, day],
  );
}

describe('get_analytics', () => {
  it('answers every day of the range, oldest first, a day without views at 0', async () => {
    await seedView('2026-03-01', 'ann');
    await seedView('2026-03-01', 'ann', { path: '/services' });
    await seedView('2026-03-01', 'bob');
    await seedView('2026-03-03', 'ann');
    await seedView('2026-02-28', 'outside');
    await seedView('2026-03-04', 'outside');
    const { status, body } = await analytics({ from: '2026-03-01', to: '2026-03-03' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: '2026-03-01', to: '2026-03-03' });
    expect(body.days).toEqual([
      { day: '2026-03-01', visitors: 2, page_views: 3 },
      { day: '2026-03-02', visitors: 0, page_views: 0 },
      { day: '2026-03-03', visitors: 1, page_views: 1 },
    ]);
    // A visitor is a different hash each day: ann counts once per day she came.
    expect(body.totals).toEqual({ visitors: 3, page_views: 4 });
  });

  it('ranks pages, sources (campaign, then referrer, else direct) and devices', async () => {
    const day = '2026-04-10';
    await seedView(day, 'a', {
      path: '/services',
      utm_source: 'newsletter',
      referrer_host: 'mail.example',
    });
    await seedView(day, 'a', { path: '/estimator' });
    await seedView(day, 'b', { path: '/services', referrer_host: 'google.com', device: 'mobile' });
    await seedView(day, 'c', { path: '/services', referrer_host: 'google.com', device: 'mobile' });
    await seedView(day, 'c', { path: '/', device: 'mobile' });
    await seedView(day, 'd', { path: '/', device: 'tablet' });
    const { body } = await analytics({ from: day, to: day });
    expect(body.top_pages).toEqual([
      { path: '/services', visitors: 3, page_views: 3 },
      { path: '/', visitors: 2, page_views: 2 },
      { path: '/estimator', visitors: 1, page_views: 1 },
    ]);
    expect(body.top_sources).toEqual([
      { source: 'direct', visitors: 3, page_views: 3 },
      { source: 'google.com', visitors: 2, page_views: 2 },
      { source: 'newsletter', visitors: 1, page_views: 1 },
    ]);
    expect(body.devices).toEqual([
      { device: 'mobile', visitors: 2, page_views: 3 },
      { device: 'desktop', visitors: 1, page_views: 2 },
      { device: 'tablet', visitors: 1, page_views: 1 },
    ]);
  });

  it('follows the funnel: visitors → estimator → leads of the range → converted now', async () => {
    const from = '2026-05-01';
    const to = '2026-05-07';
    for (const who of ['a', 'b', 'c', 'd']) await seedView(from, who);
    await seedView(from, 'a', { path: '/estimator' });
    await seedView(to, 'b', { path: '/estimator' });
    await seedView(to, 'b', { path: '/estimator' });
    await seedView('2026-04-30', 'e', { path: '/estimator' });
    await seedLead('2026-05-02', 'new');
    await seedLead('2026-05-03', 'converted');
    await seedLead(to, 'qualified');
    await seedLead('2026-05-08', 'converted');
    const { body } = await analytics({ from, to });
    expect(body.funnel).toEqual([
      { step: 'visitors', count: 5 },
      { step: 'estimator', count: 2 },
      { step: 'leads', count: 3 },
      { step: 'converted', count: 1 },
    ]);
  });

  it('defaults to the last 30 days, today included, and answers zeros without data', async () => {
    const { body } = await analytics();
    expect([body.from, body.to]).toEqual([dayFromToday(-29), dayFromToday(0)]);
    expect(body.days).toHaveLength(30);
    expect(body.days.every((day: { page_views: number }) => day.page_views === 0)).toBe(true);
    expect(body.top_pages).toEqual([]);
    expect(body.funnel.map((step: { count: number }) => step.count)).toEqual([0, 0, 0, 0]);
  });

  it.each([
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'to'],
    [{ from: '2026-02-30' }, 'from'],
    [{ to: '03/01/2026' }, 'to'],
  ])('refuses %o', async (range, field) => {
    const { status, body } = await analytics(range);
    expect([status, body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(body.fields).toHaveProperty(field);
  });

  it('takes a range of 366 days', async () => {
    const { status, body } = await analytics({ from: '2025-01-01', to: '2026-01-01' });
    expect(status).toBe(200);
    expect(body.days).toHaveLength(366);
  });
});
