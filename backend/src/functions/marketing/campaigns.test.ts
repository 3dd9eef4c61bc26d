import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({
  truncate: ['marketing_campaigns', 'page_views', 'leads', 'clients', 'payments'],
});

const call = (action: string, payload: Record<string, unknown> = {}) =>
  kit.call('marketing', { action, ...payload });

const spring = {
  name: '  Spring launch ',
  channel: 'social',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  budget_cents: 50_000,
  currency: 'usd',
  landing_path: '/services',
  utm_source: 'linkedin',
  utm_medium: 'paid',
  utm_campaign: 'spring-launch',
};

async function view(tags: { source: string; medium: string; campaign: string }, at: string) {
  await kit.db.query(
    `INSERT INTO page_views (path, utm_source, utm_medium, utm_campaign, device_class,
       visitor_hash, viewed_at)
     VALUES ('/', $1, $2, $3, 'desktop', repeat('a', 64), $4)`,
    [tags.source, tags.medium, tags.campaign, at],
  );
}

async function lead(email: string, campaign: string, at: string): Promise<string> {
  const [row] = await kit.db.query<{ id: string }>(
    `INSERT INTO leads (name, email, source, utm_source, utm_medium, utm_campaign, created_at)
     VALUES ('Lead', $1, 'campaign', 'linkedin', 'paid', $2, $3) RETURNING id`,
    [email, campaign, at],
  );
  if (!row) throw new Error('no lead');
  return row.id;
}

describe('campaigns', () => {
  it('creates a campaign with its fields trimmed and upper-cased, and zero figures', async () => {
    const { status, body } = await call('create_campaign', spring);
    expect(status).toBe(200);
    expect(body.campaign).toMatchObject({
      name: 'Spring launch',
      channel: 'social',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      budget_cents: 50_000,
      currency: 'USD',
      landing_path: '/services',
      utm_term: null,
      stats: {
        visits: 0,
        visitors: 0,
        leads: 0,
        clients: 0,
        revenue_cents: 0,
        cost_per_lead_cents: null,
        roi: -1,
      },
    });
    const list = await call('get_campaigns');
    expect(list.body.campaigns).toHaveLength(1);
  });

  it.each([
    [{ end_date: '2026-02-01' }, 'end_date'],
    [{ channel: 'tv' }, 'channel'],
    [{ start_date: '0000-01-01' }, 'start_date'],
    [{ name: 'a\u0000b' }, 'name'],
    [{ landing_path: '//evil.example' }, 'landing_path'],
    [{ landing_path: 'https://evil.example' }, 'landing_path'],
    [{ budget_cents: 1.5 }, 'budget_cents'],
    [{ utm_campaign: '' }, 'utm_campaign'],
    [{ currency: 'dollars' }, 'currency'],
  ])('refuses %j with a message on %s and stores nothing', async (change, field) => {
    const { status, body } = await call('create_campaign', { ...spring, ...change });
    expect(status).toBe(400);
    expect(body.fields[field]).toEqual(expect.any(String));
    expect((await call('get_campaigns')).body.campaigns).toEqual([]);
  });

  it('updates the fields given, refuses an end before the stored start, 404 for an unknown id', async () => {
    const { body } = await call('create_campaign', spring);
    const id = body.campaign.id;
    const renamed = await call('update_campaign', { id, name: 'Renamed', utm_term: 'agency' });
    expect(renamed.body.campaign).toMatchObject({ name: 'Renamed', utm_term: 'agency' });
    const early = await call('update_campaign', { id, end_date: '2026-01-01' });
    expect(early.status).toBe(400);
    expect(early.body.fields.end_date).toBe('End date cannot be before the start date');
    const unknown = await call('update_campaign', { id: 'nope', name: 'x' });
    expect(unknown.status).toBe(404);
    expect((await call('get_campaign_stats', { id: 'nope' })).status).toBe(404);
  });

  it('attributes the matching views and leads within its dates, their clients and payments', async () => {
    const { body } = await call('create_campaign', spring);
    const tags = { source: 'linkedin', medium: 'paid', campaign: 'spring-launch' };
    await view(tags, '2026-03-02T10:00:00Z');
    await view(tags, '2026-03-03T10:00:00Z');
    await view({ ...tags, source: 'twitter' }, '2026-03-03T10:00:00Z');
    await view(tags, '2026-04-02T10:00:00Z');
    await view({ ...tags, campaign: 'other' }, '2026-03-03T10:00:00Z');
    const won = await lead('won@example.com', 'spring-launch', '2026-03-05T10:00:00Z');
    await lead('open@example.com', 'spring-launch', '2026-03-06T10:00:00Z');
    await lead('late@example.com', 'spring-launch', '2026-05-06T10:00:00Z');
    const [client] = await kit.db.query<{ id: string }>(
      `INSERT INTO clients (name, email, lead_id) VALUES ('Won', 'won@example.com', $1) RETURNING id`,
      [won],
    );
    await kit.db.query(
      `INSERT INTO payments (amount_cents, currency, payment_date, payment_method, client_id)
       VALUES (120000, 'USD', '2026-04-01', 'card', $1), (999, 'EUR', '2026-04-01', 'card', $1)`,
      [client?.id],
    );
    const stats = await call('get_campaign_stats', { id: body.campaign.id });
    expect(stats.status).toBe(200);
    expect(stats.body.stats).toEqual({
      visits: 2,
      visitors: 1,
      leads: 2,
      clients: 1,
      revenue_cents: 120_000,
      cost_per_lead_cents: 25_000,
      roi: 1.4,
    });
  });

  it('deletes a campaign; a second delete is 404', async () => {
    const { body } = await call('create_campaign', spring);
    expect((await call('delete_campaign', { id: body.campaign.id })).status).toBe(200);
    expect((await call('delete_campaign', { id: body.campaign.id })).status).toBe(404);
  });

  it('is for the agency only', async () => {
    expect((await kit.call('marketing', { action: 'get_campaigns' }, 'client')).status).toBe(403);
    expect((await kit.call('marketing', { action: 'get_campaigns' }, 'anonymous')).status).toBe(
      401,
    );
  });
});
