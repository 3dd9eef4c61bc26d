import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadStats } from '../../contract/leads';
import type { Overview } from '../../contract/overview';
import { answerFromDemo } from '../../demo/demo-registry';
import { registerLeadDemoHandlers, resetDemoLeads } from '../leads/demo';
import { demoRevenueStats } from '../revenue/demo';
import { demoOverview, registerOverviewDemoHandlers } from './demo';

const NOW = new Date('2026-11-22T12:00:00Z');

beforeEach(() => {
  registerOverviewDemoHandlers();
  registerLeadDemoHandlers();
});

afterEach(() => {
  resetDemoLeads();
});

describe('demo overview', () => {
  it('is answered for dashboard/get_overview once registered', () => {
    const answer = answerFromDemo('dashboard', 'get_overview', {});
    expect(answer.success).toBe(true);
    expect(answer).toHaveProperty('recentActivity');
  });

  it('takes its lead figures from the demo leads and its revenue from the demo revenue', () => {
    const overview = demoOverview(NOW);
    const leadStats = answerFromDemo('lead-management', 'get_lead_stats', {}) as unknown as {
      stats: LeadStats;
    };
    // The lead demo counts "this month" from the real clock, the overview from NOW.
    const { thisMonth: _thisMonth, ...figures } = leadStats.stats;
    expect(overview.leads).toMatchObject(figures);
    expect(overview.leads.total).toBeGreaterThan(0);
    expect(overview.revenue).toEqual(demoRevenueStats(NOW));
  });

  it('adds up its open proposals and overdue invoices', () => {
    const overview = demoOverview(NOW);
    expect(overview.openProposals).toEqual({ count: 3, total_cents: 8_030_000 });
    expect(overview.overdueInvoices.count).toBe(overview.overdueInvoices.oldest.length);
    expect(overview.overdueInvoices.balance_cents).toBe(
      overview.overdueInvoices.oldest.reduce((sum, invoice) => sum + invoice.balance_cents, 0),
    );
    for (const invoice of overview.overdueInvoices.oldest) {
      expect(invoice.due_date < '2026-11-22').toBe(true);
      const days = (Date.parse('2026-11-22') - Date.parse(invoice.due_date)) / 86_400_000;
      expect(invoice.days_overdue).toBe(days);
    }
  });

  it('dates its upcoming entries within the next 7 days, in order', () => {
    const { upcomingEvents } = demoOverview(NOW);
    expect(upcomingEvents.from).toBe('2026-11-22');
    expect(upcomingEvents.to).toBe('2026-11-28');
    const keys = upcomingEvents.events.map((event) => `${event.date} ${event.time}`);
    expect(keys).toEqual([...keys].sort());
    for (const event of upcomingEvents.events) {
      expect(event.date >= upcomingEvents.from && event.date <= upcomingEvents.to).toBe(true);
    }
  });

  it('lists the 10 newest activities, newest first, none in the future, each with a site path', () => {
    const now = new Date();
    const { recentActivity }: Overview = demoOverview(now);
    expect(recentActivity).toHaveLength(10);
    const times = recentActivity.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    for (const item of recentActivity) {
      expect(Date.parse(item.at)).toBeLessThanOrEqual(now.getTime());
      expect(item.path).toMatch(/^\/admin\//);
    }
    const leads = recentActivity.filter((item) => item.type === 'lead_created');
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads) expect(lead.path).toBe(`/admin/leads?lead=${lead.id}`);
  });
});

describe('demo overview in the reader’s language', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('words its events and proposals in French for a French reader, names unchanged', async () => {
    if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
    const english = demoOverview(NOW);
    await i18next.changeLanguage('fr');
    const french = demoOverview(NOW);
    const titles = (overview: Overview) => overview.upcomingEvents.events.map((e) => e.title);
    expect(titles(english)).toContain('Call with James Okafor');
    expect(titles(french)).toContain('Appel avec James Okafor');
    expect(titles(french)).toContain('Échéance de la facture INV-2026-0018');
    const subjects = french.recentActivity.map((item) => item.subject);
    expect(subjects).toContain('Portail de suivi');
    expect(subjects).not.toContain('Tracking portal');
    expect(french.recentActivity.map((item) => item.who)).toEqual(
      english.recentActivity.map((item) => item.who),
    );
  });
});
