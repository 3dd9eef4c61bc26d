/**
 * The server-state cache's keys, one factory per domain (TanStack Query keys: plain arrays).
 * Every key of a domain starts with its `all`, so invalidating `all` reaches its lists,
 * details and figures at once. No React, no Zod, no query library: the root entry and the
 * backend's tests may read this file without loading either.
 */

/** A list query (filters, sort, page) is part of its key: another page is another entry. */
type ListQuery = object;

function domainKeys<const D extends string>(domain: D) {
  const all = [domain] as const;
  return {
    all,
    lists: () => [domain, 'list'] as const,
    list: (query: ListQuery = {}) => [domain, 'list', query] as const,
    details: () => [domain, 'detail'] as const,
    detail: (id: string) => [domain, 'detail', id] as const,
  };
}

export const leadKeys = {
  ...domainKeys('leads'),
  stats: () => ['leads', 'stats'] as const,
  /** The pipeline's columns: one page per status, with the view's other filters. */
  pipeline: (query: ListQuery) => ['leads', 'pipeline', query] as const,
};
export const clientKeys = domainKeys('clients');
export const projectKeys = domainKeys('projects');
export const proposalKeys = domainKeys('proposals');
export const invoiceKeys = {
  ...domainKeys('invoices'),
  /** Credit notes change with their invoices: under `invoices`, invalidated with them. */
  creditNotes: (query: ListQuery = {}) => ['invoices', 'credit-notes', query] as const,
};
export const paymentKeys = domainKeys('payments');
export const teamKeys = domainKeys('team');
export const templateKeys = domainKeys('templates');

export const revenueKeys = {
  all: ['revenue'] as const,
  stats: () => ['revenue', 'stats'] as const,
  monthly: () => ['revenue', 'monthly'] as const,
};
export const overviewKeys = {
  all: ['overview'] as const,
  /** The dashboard's one request. */
  dashboard: () => ['overview', 'dashboard'] as const,
};
export const analyticsKeys = {
  all: ['analytics'] as const,
  range: (from: string, to: string) => ['analytics', from, to] as const,
};
export const insightsKeys = {
  all: ['insights'] as const,
  range: (from: string, to: string) => ['insights', from, to] as const,
};
export const calendarKeys = {
  all: ['calendar'] as const,
  /** `YYYY-MM`. */
  month: (month: string) => ['calendar', 'month', month] as const,
  /** The days `from`..`to` (`YYYY-MM-DD`) a view shows. */
  range: (from: string, to: string) => ['calendar', 'range', from, to] as const,
};
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (pageSize: number) => ['notifications', 'list', pageSize] as const,
};
export const invoiceSettingsKeys = { all: ['invoice-settings'] as const };
/** The Auto Invoicing tab: its rules, the invoices they generated, figures, reminder policy. */
export const invoiceAutomationKeys = {
  all: ['invoice-automation'] as const,
  rules: () => ['invoice-automation', 'rules'] as const,
  generated: (query: ListQuery) => ['invoice-automation', 'generated', query] as const,
  analytics: () => ['invoice-automation', 'analytics'] as const,
  reminderSettings: () => ['invoice-automation', 'reminder-settings'] as const,
};
/**
 * The Contracts tab: contracts (list and detail), their templates, the signatures awaited
 * across contracts and the figures. Every write of the tab changes all of them.
 */
export const contractKeys = {
  ...domainKeys('contracts'),
  templates: () => ['contracts', 'templates'] as const,
  signatures: (status: string) => ['contracts', 'signatures', status] as const,
  analytics: () => ['contracts', 'analytics'] as const,
};
/**
 * The client portal: what the signed-in client sees of their own records. Only the client's
 * own actions change it in their browser, and each may change any of its pages (paying moves
 * the overview's balance, accepting a proposal makes a project), so a write reloads all.
 */
export const portalKeys = {
  all: ['portal'] as const,
  overview: () => ['portal', 'overview'] as const,
  projects: () => ['portal', 'projects'] as const,
  project: (id: string) => ['portal', 'project', id] as const,
  proposals: () => ['portal', 'proposals'] as const,
  proposal: (id: string) => ['portal', 'proposal', id] as const,
  contracts: () => ['portal', 'contracts'] as const,
  invoices: () => ['portal', 'invoices'] as const,
  invoice: (id: string) => ['portal', 'invoice', id] as const,
  messages: (projectId: string | null) => ['portal', 'messages', projectId] as const,
  files: (projectId: string | null) => ['portal', 'files', projectId] as const,
  profile: () => ['portal', 'profile'] as const,
};
/** The Lead Scoring tab: its criteria, the latest re-scoring run, the scored list, analytics. */
export const scoringKeys = {
  all: ['lead-scoring'] as const,
  criteria: () => ['lead-scoring', 'criteria'] as const,
  run: () => ['lead-scoring', 'run'] as const,
  leads: (query: ListQuery) => ['lead-scoring', 'leads', query] as const,
  analytics: () => ['lead-scoring', 'analytics'] as const,
};

/** What a write changes, named by the domain whose action it is. */
export type WriteDomain =
  | 'leads'
  | 'clients'
  | 'projects'
  | 'proposals'
  | 'invoices'
  | 'payments'
  | 'team'
  | 'templates'
  | 'calendar'
  | 'notifications'
  | 'invoiceSettings'
  | 'invoiceAutomation'
  | 'contracts'
  | 'portal';

export type QueryKeyPrefix = readonly unknown[];

/**
 * After a write of a domain, the keys whose data may have changed: the domain itself and
 * every page that shows something derived from it (a count, a total, an embedded name, a
 * deadline). Nothing else is loaded again. Read from what each answer carries:
 * - leads: the dashboard's lead stats and activity, the analytics funnel (leads, converted),
 *   the insights' conversion and pipeline, a proposal's addressed lead.
 * - clients: their name and company are embedded in projects, proposals, invoices, payments,
 *   calendar events, the dashboard (overdue, activity) and the insights' revenue by client.
 * - projects: a client's project count and detail, a member's project count and detail, the
 *   project name on invoices and payments, milestone deadlines in the calendar, the dashboard.
 * - proposals: a client's detail; accepting one creates a project (and a lead's client); the
 *   dashboard's open proposals and activity; the insights' win rate and deal sizes.
 * - invoices: a client's and a project's invoiced total and balance, the invoice number on
 *   payments (the revenue page's recent payments are a payment list), due dates in the
 *   calendar, the dashboard's overdue invoices and activity, the insights' deal sizes. Not
 *   the revenue figures: they count payments, and an invoice with payments cannot go.
 * - payments: the invoice paid and its balance, a client's and a project's paid total, the
 *   revenue figures, the dashboard, the insights.
 * - team: member names on projects.
 * - templates: the templates only; "Use Template" is also a projects write (a new project).
 * - calendar: the dashboard's upcoming events.
 * - invoiceSettings: the agency currency, in which the dashboard and insights count.
 * - invoiceAutomation: rules, attachments and reminder settings live on the tab alone (a run
 *   of the schedules also writes `invoices`). Projects (a milestone done, a project started
 *   generate invoices), invoices and payments change the generated list and its figures.
 * - contracts: the tab alone (its lists, templates, signatures and figures); signing happens
 *   on the public page, outside this cache. A client's or project's name is embedded in
 *   contracts, so clients and projects writes reach them too.
 * - portal: a client's own actions (approve, respond, pay, message, upload, profile); their
 *   notifications too (a payment notifies them).
 */
export const WRITE_EFFECTS: Readonly<Record<WriteDomain, readonly QueryKeyPrefix[]>> = {
  leads: [leadKeys.all, proposalKeys.all, overviewKeys.all, analyticsKeys.all, insightsKeys.all],
  clients: [
    clientKeys.all,
    projectKeys.all,
    proposalKeys.all,
    invoiceKeys.all,
    paymentKeys.all,
    calendarKeys.all,
    overviewKeys.all,
    insightsKeys.all,
    contractKeys.all,
  ],
  projects: [
    projectKeys.all,
    clientKeys.all,
    teamKeys.all,
    invoiceKeys.all,
    paymentKeys.all,
    calendarKeys.all,
    overviewKeys.all,
    invoiceAutomationKeys.all,
    contractKeys.all,
  ],
  proposals: [
    proposalKeys.all,
    clientKeys.all,
    projectKeys.all,
    leadKeys.all,
    overviewKeys.all,
    insightsKeys.all,
  ],
  invoices: [
    invoiceKeys.all,
    clientKeys.all,
    projectKeys.all,
    paymentKeys.all,
    calendarKeys.all,
    overviewKeys.all,
    insightsKeys.all,
    invoiceAutomationKeys.all,
  ],
  payments: [
    paymentKeys.all,
    invoiceKeys.all,
    clientKeys.all,
    projectKeys.all,
    revenueKeys.all,
    overviewKeys.all,
    insightsKeys.all,
    invoiceAutomationKeys.all,
  ],
  team: [teamKeys.all, projectKeys.all],
  templates: [templateKeys.all],
  calendar: [calendarKeys.all, overviewKeys.all],
  notifications: [notificationKeys.all],
  invoiceSettings: [invoiceSettingsKeys.all, overviewKeys.all, insightsKeys.all],
  invoiceAutomation: [invoiceAutomationKeys.all],
  contracts: [contractKeys.all],
  portal: [portalKeys.all, notificationKeys.all],
};

/** The keys to load again after writes of these domains, each named once. */
export function keysAfterWrite(...domains: readonly WriteDomain[]): QueryKeyPrefix[] {
  const byName = new Map<string, QueryKeyPrefix>();
  for (const domain of domains) {
    for (const key of WRITE_EFFECTS[domain]) byName.set(JSON.stringify(key), key);
  }
  return [...byName.values()];
}
