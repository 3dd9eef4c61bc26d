import type { ApiResult } from '@atelier/shared';
import type {
  Campaign,
  NewsletterIssue,
  Subscriber,
  SubscriberStatus,
} from '@atelier/shared/contract';

/** The sample campaigns and newsletter the page shows, under the demo banner, without a server. */

const stats = (
  visits: number,
  leads: number,
  clients: number,
  revenue: number,
  budget: number,
) => ({
  visits,
  visitors: Math.round(visits * 0.8),
  leads,
  clients,
  revenue_cents: revenue,
  cost_per_lead_cents: leads > 0 ? Math.round(budget / leads) : null,
  roi: budget > 0 ? Math.round(((revenue - budget) / budget) * 10_000) / 10_000 : null,
});

const campaign = (
  id: string,
  fields: Pick<
    Campaign,
    'name' | 'channel' | 'start_date' | 'end_date' | 'utm_source' | 'utm_medium' | 'utm_campaign'
  >,
  budget: number,
  figures: [number, number, number, number],
): Campaign => ({
  id,
  ...fields,
  budget_cents: budget,
  currency: 'USD',
  landing_path: '/',
  utm_term: null,
  utm_content: null,
  created_at: `${fields.start_date}T09:00:00.000Z`,
  updated_at: `${fields.start_date}T09:00:00.000Z`,
  stats: stats(...figures, budget),
});

const campaigns: Campaign[] = [
  campaign(
    'demo-campaign-1',
    {
      name: 'Spring website refresh',
      channel: 'social',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      utm_source: 'linkedin',
      utm_medium: 'paid',
      utm_campaign: 'spring-refresh',
    },
    150_000,
    [1240, 18, 3, 2_400_000],
  ),
  campaign(
    'demo-campaign-2',
    {
      name: 'Search: e-commerce builds',
      channel: 'search',
      start_date: '2026-02-01',
      end_date: null,
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'ecommerce-builds',
    },
    300_000,
    [3410, 27, 2, 1_850_000],
  ),
];

const subscriber = (n: number, status: SubscriberStatus): Subscriber => ({
  id: `demo-subscriber-${n}`,
  email: `reader${n}@example.com`,
  status,
  created_at: `2026-01-${String(n + 1).padStart(2, '0')}T10:00:00.000Z`,
  confirmed_at:
    status === 'pending' ? null : `2026-01-${String(n + 1).padStart(2, '0')}T10:05:00.000Z`,
  unsubscribed_at: status === 'unsubscribed' ? '2026-02-01T08:00:00.000Z' : null,
});

const subscribers: Subscriber[] = [
  subscriber(1, 'confirmed'),
  subscriber(2, 'confirmed'),
  subscriber(3, 'pending'),
  subscriber(4, 'confirmed'),
  subscriber(5, 'unsubscribed'),
];

const issues: NewsletterIssue[] = [
  {
    id: 'demo-issue-1',
    subject: 'What we built this winter',
    status: 'sent',
    created_at: '2026-02-10T09:00:00.000Z',
    finished_at: '2026-02-10T09:01:00.000Z',
    recipients: 3,
    queued: 3,
    sent: 3,
    failed: 0,
  },
];

const readOnly = (what: string): ApiResult<Record<string, unknown>> => ({
  success: false,
  code: 'DEMO_READ_ONLY',
  error: `Not available in demo mode: ${what}`,
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const marketingDemoHandlers = {
  get_campaigns: (): ApiResult<Record<string, unknown>> => ({ success: true, campaigns }),
  get_campaign_stats: (payload: Record<string, unknown>): ApiResult<Record<string, unknown>> => {
    const found = campaigns.find((each) => each.id === payload.id);
    return found
      ? { success: true, campaign: found, stats: found.stats }
      : { success: false, code: 'NOT_FOUND', error: 'Campaign not found' };
  },
  get_subscribers: (payload: Record<string, unknown>): ApiResult<Record<string, unknown>> => {
    const search = text(payload.search).toLowerCase();
    const rows = subscribers.filter(
      (each) => (!payload.status || each.status === payload.status) && each.email.includes(search),
    );
    const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
    for (const each of subscribers) counts[each.status] += 1;
    return { success: true, subscribers: rows, total: rows.length, page: 1, pageSize: 25, counts };
  },
  get_issues: (): ApiResult<Record<string, unknown>> => ({ success: true, issues }),
  create_campaign: () => readOnly('creating a campaign'),
  update_campaign: () => readOnly('changing a campaign'),
  delete_campaign: () => readOnly('deleting a campaign'),
  export_subscribers: () => readOnly('exporting subscribers'),
  send_issue: () => readOnly('sending an issue'),
};
