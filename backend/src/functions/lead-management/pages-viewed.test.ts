import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Keys } from '../../auth/keys.ts';
import { authTestApp } from '../../test/auth-app.ts';
import { callFunction, createTestKeys } from '../../test/fixtures.ts';
import { type FunctionAnswer, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({
  truncate: ['leads', 'page_views', 'page_view_salts', 'rate_limit_hits'],
});

let keys: Keys;
let app: Hono;
beforeAll(async () => {
  keys = await createTestKeys();
  app = authTestApp(kit.db, keys, { trustProxy: true });
});

interface Visitor {
  ip: string;
  userAgent: string;
}

const ana: Visitor = {
  ip: '198.51.100.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
};
const ben: Visitor = {
  ip: '198.51.100.8',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Safari/605.1.15',
};

/** A call from a visitor's browser: their IP and user agent, no session. */
async function asVisitor(
  visitor: Visitor,
  name: string,
  body: Record<string, unknown>,
): Promise<FunctionAnswer> {
  const response = await callFunction(app, keys, name, body, {
    headers: { 'x-forwarded-for': visitor.ip, 'user-agent': visitor.userAgent },
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function view(visitor: Visitor, ...paths: string[]): Promise<void> {
  for (const path of paths) {
    const answer = await asVisitor(visitor, 'analytics', { action: 'track_page_view', path });
    expect(answer.status).toBe(200);
  }
}

async function sendForm(visitor: Visitor, fields: Record<string, unknown> = {}): Promise<void> {
  const answer = await asVisitor(visitor, 'lead-management', {
    action: 'create_lead',
    name: 'Cole Cold',
    email: 'cole@gmail.com',
    ...fields,
  });
  expect(answer.status).toBe(200);
}

const storedLeads = () =>
  kit.db.query<{ id: string; email: string; pages_viewed: number; score: number }>(
    'SELECT id, email, pages_viewed, score FROM leads ORDER BY created_at, id',
  );

// Under the seeded criteria a bare direct lead with a free mailbox scores 8 (source 4, e-mail 4);
// 3+ pages add the engagement criterion's 4.
const BARE = 8;
const WITH_PAGES = 12;

describe('pages viewed before the form', () => {
  it('counts the visitor’s page views of today on their lead and scores them', async () => {
    await view(ana, '/', '/services', '/pricing');
    await view(ben, '/');

    await sendForm(ana);

    expect(await storedLeads()).toEqual([
      expect.objectContaining({ email: 'cole@gmail.com', pages_viewed: 3, score: WITH_PAGES }),
    ]);
    const lead = await kit.call('lead-management', {
      action: 'get_lead',
      id: (await storedLeads())[0]?.id,
    });
    expect(lead.body.scoring.breakdown).toContainEqual(
      expect.objectContaining({ key: 'engagement', matched: ['Visited 3+ pages before the form'] }),
    );
  });

  it('keeps only the count: no column of the lead holds the visitor hash, IP or user agent', async () => {
    await view(ana, '/', '/services', '/pricing');
    await sendForm(ana);
    const [row] = await kit.db.query('SELECT * FROM leads');
    const [{ visitor_hash: hash } = { visitor_hash: '' }] = await kit.db.query<{
      visitor_hash: string;
    }>('SELECT DISTINCT visitor_hash FROM page_views');
    const stored = JSON.stringify(row);
    expect(hash).toHaveLength(64);
    expect(stored).not.toContain(hash);
    expect(stored).not.toContain(ana.ip);
    expect(stored).not.toContain('Chrome');
  });

  it('counts nothing for another visitor, nor when nobody viewed a page today', async () => {
    await view(ana, '/', '/services', '/pricing');
    await sendForm(ben, { email: 'ben@gmail.com' });
    // The salt left is yesterday's: no hash of today exists, so there were no views today.
    await kit.db.query(`UPDATE page_view_salts SET day = day - 1`);
    await sendForm(ana);

    expect(
      (await storedLeads()).map((lead) => [lead.email, lead.pages_viewed, lead.score]),
    ).toEqual([
      ['ben@gmail.com', 0, BARE],
      ['cole@gmail.com', 0, BARE],
    ]);
  });

  it('a repeat of the form keeps the larger count', async () => {
    await view(ana, '/', '/services', '/pricing', '/work');
    await sendForm(ana);
    await kit.db.query('DELETE FROM page_views');
    await sendForm(ana);

    expect(await storedLeads()).toEqual([
      expect.objectContaining({ pages_viewed: 4, score: WITH_PAGES }),
    ]);
  });

  it('the agency’s own leads count no pages, and an edit keeps the lead’s count and points', async () => {
    await view(ana, '/', '/services', '/pricing');
    const typed = await kit.call('lead-management', {
      action: 'create_lead',
      name: 'Ada Typed',
      email: 'typed@gmail.com',
    });
    expect(typed.status).toBe(200);
    await sendForm(ana);
    const visitorLead = (await storedLeads()).find((lead) => lead.email === 'cole@gmail.com');

    const edited = await kit.call('lead-management', {
      action: 'update_lead',
      id: visitorLead?.id,
      company_size: '1-10',
    });

    expect(edited.status).toBe(200);
    expect((await storedLeads()).map((lead) => [lead.email, lead.pages_viewed])).toEqual([
      ['typed@gmail.com', 0],
      ['cole@gmail.com', 3],
    ]);
    // company size 1-10 adds 5 of 15 to what the lead had, its pages' 4 points kept.
    expect(edited.body.lead.score).toBe(WITH_PAGES + 5);
  });
});
