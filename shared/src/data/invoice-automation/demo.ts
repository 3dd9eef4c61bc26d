import { registerDemoHandler } from '@atelier/shared';
import type { ApiFailure } from '../../api/result';
import type {
  GeneratedInvoice,
  GeneratedInvoicesPage,
  InvoiceGenerationKind,
} from '../../contract/invoice-generation';
import type { InvoiceRule } from '../../contract/invoice-rules';
import type {
  InvoiceAutomationAnalytics,
  ReminderPolicy,
  UpcomingInvoice,
} from '../../contract/payment-reminders';
import { wordedForReader } from '../../demo/demo-language';
import type { DemoHandler } from '../../demo/demo-registry';
import { invoiceStatuses } from '../../records/core';

/**
 * `invoice-automation`'s reads answered from built-in data when the server cannot answer: the
 * two seeded rules (docs/automation.md), the invoices they generated for three sample
 * projects (dated relative to today) and analytics computed from those same invoices, so every
 * view tells one story. Writes answer a clear refusal: rules are the agency's billing, and a
 * change that reached no server must not look saved.
 */
const FUNCTION = 'invoice-automation';
const CURRENCY = 'USD';
const DAY_MS = 86_400_000;
const STAMP = '2026-01-05T09:00:00.000Z';

export const DEMO_WRITE_REFUSED: ApiFailure = {
  success: false,
  error: 'Demo data cannot be changed: invoicing rules are saved on the server only',
  code: 'DEMO_READ_ONLY',
};

const MILESTONE_RULE: InvoiceRule = {
  id: 'demo-rule-milestone',
  name: 'Milestone billing',
  trigger: 'milestone',
  condition: 'Project started; milestones done',
  amount_type: 'percent',
  amount: 100,
  description: 'Half at the start, then design, development and launch.',
  is_active: true,
  schedule: [
    { label: 'Signing / project start', percent: 50 },
    { label: 'Design approved', percent: 25 },
    { label: 'Development complete', percent: 20 },
    { label: 'Launch', percent: 5 },
  ],
  due_days: 14,
  // As seeded since issue 28: generated invoices wait for review.
  send_mode: 'draft',
  reminders: null,
  projectsUsed: 2,
  created_at: STAMP,
  updated_at: STAMP,
};

const RETAINER_RULE: InvoiceRule = {
  id: 'demo-rule-retainer',
  name: 'Monthly retainer',
  trigger: 'time',
  condition: 'First day of every month',
  amount_type: 'fixed',
  amount: 250_000,
  description: 'Care plan: hosting, updates and a few hours of changes.',
  is_active: true,
  schedule: { every: 'month', day_of_month: 1, amount_cents: 250_000 },
  due_days: 30,
  send_mode: 'draft',
  reminders: null,
  projectsUsed: 1,
  created_at: STAMP,
  updated_at: STAMP,
};

/** The contract's DEFAULT_REMINDER_POLICY, copied: the contract's module would load Zod. */
const DEMO_REMINDER_POLICY: ReminderPolicy = [
  { when: 'before', days: 3 },
  { when: 'on', days: 0 },
  { when: 'after', days: 7 },
];

export const DEMO_RULES: readonly InvoiceRule[] = [MILESTONE_RULE, RETAINER_RULE];

/**
 * The rules' and records' words in French, by their English text, for a French reader's
 * answers (wordedForReader): the demo agency's French rules (backend/src/seed/
 * demo-catalogue-fr.ts) and the sample projects. Names of people stay.
 */
export const FRENCH_AUTOMATION_WORDS: ReadonlyMap<string, string> = new Map([
  ['Milestone billing', 'Facturation par jalons'],
  ['Project started; milestones done', 'Projet démarré\u202f; jalons terminés'],
  [
    'Half at the start, then design, development and launch.',
    'La moitié au démarrage, puis le design, le développement et la mise en ligne.',
  ],
  ['Signing / project start', 'Signature / début du projet'],
  ['Design approved', 'Maquettes validées'],
  ['Development complete', 'Développement terminé'],
  ['Launch', 'Lancement'],
  ['Monthly retainer', 'Forfait mensuel'],
  ['First day of every month', 'Le 1er de chaque mois'],
  [
    'Care plan: hosting, updates and a few hours of changes.',
    'Maintenance\u202f: hébergement, mises à jour et quelques heures de modifications.',
  ],
  ['Online shop', 'Boutique en ligne'],
  ['Tracking portal', 'Portail de suivi'],
  ['Harbour & Co care plan', 'Maintenance Harbour & Co'],
]);

/** Registers a demo answer of `invoice-automation`, worded for the reader. */
const register = (action: string, handler: DemoHandler) =>
  registerDemoHandler(FUNCTION, action, (payload) =>
    wordedForReader(handler(payload), FRENCH_AUTOMATION_WORDS),
  );

const SHOP = {
  client: { id: 'demo-client-1', name: 'Amélie Laurent' },
  project: { id: 'demo-project-1', name: 'Online shop' },
};
const PORTAL = {
  client: { id: 'demo-client-4', name: 'James Okafor' },
  project: { id: 'demo-project-2', name: 'Tracking portal' },
};
const CARE = {
  client: { id: 'demo-client-2', name: 'Ruth Harbour' },
  project: { id: 'demo-project-3', name: 'Harbour & Co care plan' },
};

type Issue = {
  who: typeof SHOP;
  rule: InvoiceRule;
  kind: InvoiceGenerationKind;
  cents: number;
  issued: string;
  /** Days from issue to payment; none while unpaid. */
  paidAfter?: number;
};

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const shift = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
/** The 1st of the UTC month `offset` months from `now`'s. */
const firstOfMonth = (now: Date, offset: number) =>
  dayOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)));

/** Oldest first: the shop's start and design shares, the portal's start share, three retainers. */
function issues(now: Date): Issue[] {
  const today = dayOf(now);
  const retainer = (offset: number, paidAfter?: number): Issue => ({
    who: CARE,
    rule: RETAINER_RULE,
    kind: 'retainer',
    cents: 250_000,
    issued: firstOfMonth(now, offset),
    paidAfter,
  });
  // Steps of the milestone schedule: the start's 50 %, then the design's 25 %.
  const milestone = (who: typeof SHOP, cents: number) => ({
    who,
    rule: MILESTONE_RULE,
    kind: 'milestone' as const,
    cents,
  });
  return [
    { ...milestone(SHOP, 625_000), issued: shift(today, -80), paidAfter: 6 },
    retainer(-2, 12),
    { ...milestone(SHOP, 312_500), issued: shift(today, -40), paidAfter: 11 },
    retainer(-1, 9),
    { ...milestone(PORTAL, 2_400_000), issued: shift(today, -20) },
    retainer(0),
  ];
}

type DemoInvoice = GeneratedInvoice & { paidOn: string | null };

/** The generated invoices of `now`, newest first, with the day each was paid. */
export function demoGeneratedInvoices(now: Date = new Date()): DemoInvoice[] {
  const today = dayOf(now);
  const year = now.getUTCFullYear();
  return issues(now)
    .map((issue, index): DemoInvoice => {
      const dueDate = shift(issue.issued, issue.rule.due_days);
      const paidOn = issue.paidAfter === undefined ? null : shift(issue.issued, issue.paidAfter);
      const isPaid = paidOn !== null && paidOn <= today;
      return {
        id: `demo-generated-${index + 1}`,
        invoiceNumber: `INV-${year}-${String(index + 21).padStart(4, '0')}`,
        client: issue.who.client,
        project: issue.who.project,
        amount_cents: issue.cents,
        total_cents: issue.cents,
        currency: CURRENCY,
        status: isPaid ? 'paid' : dueDate < today ? 'overdue' : 'sent',
        dueDate,
        generatedBy: { id: issue.rule.id, name: issue.rule.name },
        kind: issue.kind,
        createdAt: `${issue.issued}T08:00:00.000Z`,
        paidOn: isPaid ? paidOn : null,
      };
    })
    .reverse();
}

const pageNumber = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? Math.min(value, max)
    : fallback;

/** `get_generated_invoices` over the demo invoices: filters by rule and status(es), then a page. */
export function demoGeneratedPage(
  payload: Record<string, unknown>,
  now: Date = new Date(),
): GeneratedInvoicesPage {
  const { rule_id: ruleId, status } = payload;
  // One status or a list, as the server takes it; none (or none known) lists every status.
  const statuses = (Array.isArray(status) ? status : [status]).filter((value) =>
    (invoiceStatuses as readonly unknown[]).includes(value),
  );
  const matching = demoGeneratedInvoices(now)
    .filter((invoice) => typeof ruleId !== 'string' || invoice.generatedBy.id === ruleId)
    .filter((invoice) => statuses.length === 0 || statuses.includes(invoice.status));
  const page = pageNumber(payload.page, 1, 10_000);
  const pageSize = pageNumber(payload.pageSize, 25, 100);
  const invoices = matching
    .slice((page - 1) * pageSize, page * pageSize)
    .map(({ paidOn: _paidOn, ...invoice }) => invoice);
  const toReview = demoGeneratedInvoices(now).filter((invoice) => invoice.status === 'draft');
  return { invoices, total: matching.length, page, pageSize, toReview: toReview.length };
}

const monthOf = (day: string) => day.slice(0, 7);

/** The 12 months ending with `now`'s, oldest first, each by rule. */
function invoicedByMonth(now: Date, invoices: DemoInvoice[]) {
  return Array.from({ length: 12 }, (_, index) => {
    const month = monthOf(firstOfMonth(now, index - 11));
    const byRule = DEMO_RULES.map((rule) => ({
      rule_id: rule.id,
      name: rule.name,
      total_cents: invoices
        .filter((invoice) => invoice.generatedBy.id === rule.id)
        .filter((invoice) => monthOf(invoice.createdAt) === month)
        .reduce((sum, invoice) => sum + invoice.total_cents, 0),
    })).filter((entry) => entry.total_cents > 0);
    const total_cents = byRule.reduce((sum, entry) => sum + entry.total_cents, 0);
    return { month, total_cents, byRule };
  });
}

/** The retainer's next periods within 90 days (the milestone rule has no dates to foresee). */
function upcoming(now: Date): UpcomingInvoice[] {
  const today = dayOf(now);
  const last = shift(today, 90);
  return [1, 2, 3, 4]
    .map((offset) => firstOfMonth(now, offset))
    .filter((date) => date > today && date <= last)
    .map((date) => ({
      date,
      rule: { id: RETAINER_RULE.id, name: RETAINER_RULE.name },
      project: CARE.project,
      client: CARE.client,
      amount_cents: RETAINER_RULE.amount,
    }));
}

/** `get_analytics` computed from the demo invoices of `now`. */
export function demoInvoicingAnalytics(now: Date = new Date()): InvoiceAutomationAnalytics {
  const invoices = demoGeneratedInvoices(now);
  const sum = (list: DemoInvoice[]) =>
    list.reduce((total, invoice) => total + invoice.total_cents, 0);
  const paid = invoices.filter((invoice) => invoice.status === 'paid');
  const days = paid.map(
    (invoice) =>
      (Date.parse(invoice.paidOn ?? '') - Date.parse(invoice.createdAt.slice(0, 10))) / DAY_MS,
  );
  const average = days.length
    ? Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10
    : null;
  return {
    invoicedByMonth: invoicedByMonth(now, invoices),
    paidVsOutstanding: {
      paid_cents: sum(paid),
      outstanding_cents: sum(invoices.filter((i) => i.status === 'sent' || i.status === 'overdue')),
      overdue_cents: sum(invoices.filter((invoice) => invoice.status === 'overdue')),
    },
    averageDaysToPay: average,
    upcoming: upcoming(now),
  };
}

const WRITES = [
  'create_rule',
  'update_rule',
  'delete_rule',
  'attach_rule',
  'run_schedules',
  'save_reminder_settings',
] as const;

export function registerInvoiceAutomationDemoHandlers(): void {
  register('get_rules', () => ({ success: true, rules: [...DEMO_RULES] }));
  register('get_generated_invoices', (payload) => ({
    success: true,
    ...demoGeneratedPage(payload),
  }));
  register('get_analytics', () => ({
    success: true,
    analytics: demoInvoicingAnalytics(),
  }));
  register('get_reminder_settings', () => ({
    success: true,
    policy: [...DEMO_REMINDER_POLICY],
    enabled: true,
  }));
  for (const action of WRITES) register(action, () => DEMO_WRITE_REFUSED);
}
