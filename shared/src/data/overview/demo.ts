import { registerDemoHandler } from '@atelier/shared';
import type { CalendarEvent } from '../../contract/calendar';
import type { Lead, LeadStats } from '../../contract/leads';
import type { ActivityItem, OverdueInvoice, Overview } from '../../contract/overview';
import { type DemoWords, inDemoLanguage } from '../../demo/demo-language';
import { demoLeadStats, loadLeads, newestDemoLeads } from '../leads/demo-store';
import { demoRevenueStats } from '../revenue/demo';

/**
 * `dashboard`'s overview answered from built-in data when the server cannot answer: the lead
 * figures and recent leads are the demo leads' own (local writes included), revenue is the
 * demo revenue of the same month, and a few sample proposals, invoices and calendar entries
 * (dated relative to today) fill the rest. The records behind them have no demo pages, so
 * their activity links to the lists; demo leads open their own panel.
 */
const FUNCTION = 'dashboard';
const CURRENCY = 'USD';
const DAY_MS = 86_400_000;
const RECENT = 10;

const day = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
/** An instant `daysAgo` days and `hoursAgo` hours before `now`, never in the future. */
const moment = (now: Date, daysAgo: number, hoursAgo: number) =>
  new Date(now.getTime() - daysAgo * DAY_MS - hoursAgo * 3_600_000).toISOString();

type DemoProposal = { title: DemoWords; who: string; cents: number; sentDaysAgo: number };

const OPEN_PROPOSALS: DemoProposal[] = [
  {
    title: { en: 'Tracking portal', fr: 'Portail de suivi' },
    who: 'James Okafor',
    cents: 4_800_000,
    sentDaysAgo: 6,
  },
  {
    title: { en: 'Property listings site', fr: 'Site d’annonces immobilières' },
    who: 'Olivier Girard',
    cents: 2_250_000,
    sentDaysAgo: 12,
  },
  {
    title: { en: 'Online shop, phase 2', fr: 'Boutique en ligne, phase 2' },
    who: 'Amélie Laurent',
    cents: 980_000,
    sentDaysAgo: 2,
  },
];

/** The words of the sample calendar and history, in the reader's language (demo-language.ts). */
const WORDS = {
  kickOff: { en: 'Kick-off — Verrerie Lumen', fr: 'Lancement — Verrerie Lumen' },
  call: { en: 'Call with James Okafor', fr: 'Appel avec James Okafor' },
  signOff: {
    en: 'Design sign-off — Online shop',
    fr: 'Validation du design — Boutique en ligne',
  },
  invoiceDue: (number: string) => ({
    en: `Invoice ${number} due`,
    fr: `Échéance de la facture ${number}`,
  }),
  onlineShop: { en: 'Online shop', fr: 'Boutique en ligne' },
  menuSite: { en: 'Menu and booking site', fr: 'Site de menu et de réservation' },
} satisfies Record<string, DemoWords | ((number: string) => DemoWords)>;

const PROJECTS_BY_STATUS: Overview['projectsByStatus'] = {
  planning: 2,
  in_progress: 3,
  review: 1,
  completed: 4,
  on_hold: 1,
  cancelled: 0,
};

function overdueInvoices(now: Date): OverdueInvoice[] {
  const year = now.getUTCFullYear();
  return [
    {
      id: 'demo-invoice-12',
      number: `INV-${year}-0012`,
      client: { id: 'demo-client-2', name: 'Ruth Harbour', company: 'Harbour & Co' },
      balance_cents: 320_000,
      currency: CURRENCY,
      due_date: day(now, -9),
      days_overdue: 9,
    },
    {
      id: 'demo-invoice-15',
      number: `INV-${year}-0015`,
      client: { id: 'demo-client-3', name: 'Ben Kestrel', company: 'Kestrel Outdoor' },
      balance_cents: 145_000,
      currency: CURRENCY,
      due_date: day(now, -3),
      days_overdue: 3,
    },
  ];
}

function upcomingEvents(now: Date): CalendarEvent[] {
  const entry = (
    id: string,
    offset: number,
    time: string,
    title: string,
    type: CalendarEvent['type'],
    source: CalendarEvent['source'],
  ): CalendarEvent => ({
    id,
    title,
    date: day(now, offset),
    time,
    type,
    priority: type === 'deadline' ? 'high' : 'medium',
    status: 'scheduled',
    description: null,
    client: null,
    project: null,
    source,
    editable: source === 'event',
  });
  const year = now.getUTCFullYear();
  return [
    entry('demo-event-1', 1, '10:00', inDemoLanguage(WORDS.kickOff), 'meeting', 'event'),
    entry('demo-event-2', 2, '14:30', inDemoLanguage(WORDS.call), 'call', 'event'),
    entry('milestone:demo-1', 4, '09:00', inDemoLanguage(WORDS.signOff), 'deadline', 'milestone'),
    entry(
      'invoice:demo-18',
      5,
      '09:00',
      inDemoLanguage(WORDS.invoiceDue(`INV-${year}-0018`)),
      'deadline',
      'invoice',
    ),
  ];
}

/** The sample records' history; the newest demo leads join it in `recentActivity`. */
function recordActivity(now: Date): ActivityItem[] {
  const year = now.getUTCFullYear();
  const item = (
    type: ActivityItem['type'],
    id: string,
    subject: string,
    who: string,
    at: string,
    cents: number,
    path: string,
  ): ActivityItem => ({
    type,
    id,
    subject,
    who,
    at,
    amount_cents: cents,
    currency: CURRENCY,
    path,
  });
  const proposals = '/admin/proposals?status=sent';
  const invoices = '/admin/payments?tab=invoices';
  return [
    ...OPEN_PROPOSALS.map((proposal, index) =>
      item(
        'proposal_sent',
        `demo-proposal-${index + 1}`,
        inDemoLanguage(proposal.title),
        proposal.who,
        moment(now, proposal.sentDaysAgo, 2),
        proposal.cents,
        proposals,
      ),
    ),
    // Paid by that payment: the same instant, the invoice first as the server orders them.
    item(
      'invoice_paid',
      'demo-invoice-14',
      `INV-${year}-0014`,
      'Amélie Laurent',
      moment(now, 0, 3),
      400_000,
      invoices,
    ),
    item(
      'payment_recorded',
      'demo-payment-1',
      `INV-${year}-0014`,
      'Amélie Laurent',
      moment(now, 0, 3),
      400_000,
      '/admin/payments?tab=payments',
    ),
    item(
      'invoice_sent',
      'demo-invoice-18',
      `INV-${year}-0018`,
      'Ben Kestrel',
      moment(now, 4, 1),
      210_000,
      invoices,
    ),
    item(
      'proposal_accepted',
      'demo-proposal-4',
      inDemoLanguage(WORDS.onlineShop),
      'Amélie Laurent',
      moment(now, 9, 5),
      1_250_000,
      '/admin/proposals?status=accepted',
    ),
    item(
      'proposal_declined',
      'demo-proposal-5',
      inDemoLanguage(WORDS.menuSite),
      'Marco Rossi',
      moment(now, 14, 4),
      650_000,
      '/admin/proposals?status=declined',
    ),
  ];
}

function leadActivity(leads: Lead[]): ActivityItem[] {
  return leads.map((lead) => ({
    type: 'lead_created',
    id: lead.id,
    subject: lead.company,
    who: lead.name,
    at: lead.created_at,
    amount_cents: null,
    currency: null,
    path: `/admin/leads?lead=${lead.id}`,
  }));
}

// Read from the demo leads' store, not through their handlers: those check payloads with the
// contract's schemas, and the dashboard's fallback would then load Zod on every admin visit.
function demoLeads(now: Date): { stats: LeadStats; recent: Lead[] } {
  return { stats: demoLeadStats(loadLeads(), now), recent: newestDemoLeads(RECENT) };
}

/** The overview the server would answer, over the demo data of `now`. */
export function demoOverview(now: Date = new Date()): Overview {
  const leads = demoLeads(now);
  const overdue = overdueInvoices(now);
  const activity = [...recordActivity(now), ...leadActivity(leads.recent)]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT);
  return {
    currency: CURRENCY,
    leads: leads.stats,
    revenue: demoRevenueStats(now),
    openProposals: {
      count: OPEN_PROPOSALS.length,
      total_cents: OPEN_PROPOSALS.reduce((sum, proposal) => sum + proposal.cents, 0),
    },
    projectsByStatus: { ...PROJECTS_BY_STATUS },
    overdueInvoices: {
      count: overdue.length,
      balance_cents: overdue.reduce((sum, invoice) => sum + invoice.balance_cents, 0),
      oldest: overdue,
    },
    upcomingEvents: { from: day(now, 0), to: day(now, 6), events: upcomingEvents(now) },
    recentActivity: activity,
  };
}

export function registerOverviewDemoHandlers(): void {
  registerDemoHandler(FUNCTION, 'get_overview', () => ({ success: true, ...demoOverview() }));
}
