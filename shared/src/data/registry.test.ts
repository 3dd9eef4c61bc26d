import { describe, expect, it } from 'vitest';
import {
  analyticsKeys,
  calendarKeys,
  clientKeys,
  contractKeys,
  insightsKeys,
  invoiceAutomationKeys,
  invoiceKeys,
  invoiceSettingsKeys,
  keysAfterWrite,
  leadKeys,
  notificationKeys,
  overviewKeys,
  paymentKeys,
  portalKeys,
  projectKeys,
  proposalKeys,
  revenueKeys,
  settingsKeys,
  teamKeys,
  templateKeys,
  WRITE_EFFECTS,
  type WriteDomain,
} from './registry';

/** TanStack Query's prefix match: a key is reached when it starts with the prefix. */
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));

/** Whether a write of these domains loads `key` again. */
const reaches = (key: readonly unknown[], ...domains: WriteDomain[]) =>
  keysAfterWrite(...domains).some((prefix) => startsWith(key, prefix));

describe('key factories', () => {
  it('puts every key of a domain under its `all`', () => {
    const keys = [
      [leadKeys.all, leadKeys.list({ page: 2 })],
      [leadKeys.all, leadKeys.detail('l1')],
      [leadKeys.all, leadKeys.stats()],
      [leadKeys.all, leadKeys.pipeline({ search: 'x' })],
      [clientKeys.all, clientKeys.detail('c1')],
      [invoiceKeys.all, invoiceKeys.list({ status: ['sent'] })],
      [revenueKeys.all, revenueKeys.monthly()],
      [overviewKeys.all, overviewKeys.dashboard()],
      [analyticsKeys.all, analyticsKeys.range('2026-01-01', '2026-01-31')],
      [insightsKeys.all, insightsKeys.range('2026-01-01', '2026-01-31')],
      [calendarKeys.all, calendarKeys.month('2026-11')],
      [notificationKeys.all, notificationKeys.list(20)],
    ] as const;
    for (const [all, key] of keys) expect(startsWith(key, all)).toBe(true);
  });

  it('keeps lists and details of a domain apart, and each page its own entry', () => {
    expect(startsWith(projectKeys.detail('p1'), projectKeys.lists())).toBe(false);
    expect(startsWith(projectKeys.list({ page: 1 }), projectKeys.details())).toBe(false);
    expect(projectKeys.list({ page: 1 })).not.toEqual(projectKeys.list({ page: 2 }));
    expect(projectKeys.detail('p1')).not.toEqual(projectKeys.detail('p2'));
  });

  it('gives no two domains the same root', () => {
    const roots = [
      leadKeys,
      clientKeys,
      projectKeys,
      proposalKeys,
      invoiceKeys,
      paymentKeys,
      teamKeys,
      revenueKeys,
      overviewKeys,
      analyticsKeys,
      insightsKeys,
      calendarKeys,
      notificationKeys,
      invoiceSettingsKeys,
      templateKeys,
      invoiceAutomationKeys,
      contractKeys,
      portalKeys,
      settingsKeys,
    ].map((keys) => keys.all[0]);
    expect(new Set(roots).size).toBe(roots.length);
  });
});

describe('what a write loads again', () => {
  it('always loads its own domain again', () => {
    const own: Record<WriteDomain, readonly unknown[]> = {
      leads: leadKeys.detail('l1'),
      clients: clientKeys.list(),
      projects: projectKeys.detail('p1'),
      proposals: proposalKeys.list(),
      invoices: invoiceKeys.detail('i1'),
      payments: paymentKeys.list(),
      team: teamKeys.detail('m1'),
      templates: templateKeys.list({ category: 'mobile' }),
      calendar: calendarKeys.month('2026-11'),
      notifications: notificationKeys.list(20),
      invoiceSettings: invoiceSettingsKeys.all,
      invoiceAutomation: invoiceAutomationKeys.rules(),
      contracts: contractKeys.signatures('waiting'),
      portal: portalKeys.invoice('i1'),
      settings: settingsKeys.header(),
    };
    for (const [domain, key] of Object.entries(own)) {
      expect(reaches(key, domain as WriteDomain), domain).toBe(true);
    }
  });

  it('contracts refresh after a client or project write, and touch nothing else', () => {
    for (const domain of ['clients', 'projects', 'contracts'] as const) {
      expect(reaches(contractKeys.detail('c1'), domain), domain).toBe(true);
    }
    expect(reaches(contractKeys.analytics(), 'invoices')).toBe(false);
    expect(reaches(projectKeys.list(), 'contracts')).toBe(false);
  });

  it('generated invoices refresh after a milestone, an invoice or a payment; rules stay put', () => {
    const generated = invoiceAutomationKeys.generated({ status: 'sent' });
    for (const domain of ['projects', 'invoices', 'payments', 'invoiceAutomation'] as const) {
      expect(reaches(generated, domain), domain).toBe(true);
      expect(reaches(invoiceAutomationKeys.analytics(), domain), domain).toBe(true);
    }
    expect(reaches(invoiceAutomationKeys.rules(), 'leads')).toBe(false);
    expect(reaches(invoiceKeys.list(), 'invoiceAutomation')).toBe(false);
  });

  it('a payment refreshes payments, the invoice it pays, revenue and the dashboard', () => {
    expect(reaches(paymentKeys.list({ page: 1 }), 'payments')).toBe(true);
    expect(reaches(invoiceKeys.list({ status: ['sent'] }), 'payments')).toBe(true);
    expect(reaches(invoiceKeys.detail('i1'), 'payments')).toBe(true);
    expect(reaches(revenueKeys.stats(), 'payments')).toBe(true);
    expect(reaches(revenueKeys.monthly(), 'payments')).toBe(true);
    expect(reaches(overviewKeys.dashboard(), 'payments')).toBe(true);
    expect(reaches(clientKeys.detail('c1'), 'payments')).toBe(true);
    expect(reaches(leadKeys.list(), 'payments')).toBe(false);
    expect(reaches(calendarKeys.month('2026-11'), 'payments')).toBe(false);
    expect(reaches(teamKeys.list(), 'payments')).toBe(false);
  });

  it('an invoice refreshes invoices, the client and project that show it, the calendar and the dashboard', () => {
    expect(reaches(invoiceKeys.list(), 'invoices')).toBe(true);
    expect(reaches(clientKeys.detail('c1'), 'invoices')).toBe(true);
    expect(reaches(projectKeys.detail('p1'), 'invoices')).toBe(true);
    expect(reaches(calendarKeys.month('2026-11'), 'invoices')).toBe(true);
    expect(reaches(overviewKeys.dashboard(), 'invoices')).toBe(true);
    expect(reaches(revenueKeys.stats(), 'invoices')).toBe(false);
    expect(reaches(leadKeys.stats(), 'invoices')).toBe(false);
    expect(reaches(analyticsKeys.range('a', 'b'), 'invoices')).toBe(false);
  });

  it('a calendar event refreshes the calendar and the dashboard, nothing else', () => {
    expect(keysAfterWrite('calendar')).toEqual([calendarKeys.all, overviewKeys.all]);
  });

  it('a lead refreshes leads, the dashboard, analytics and insights, not the records', () => {
    expect(reaches(leadKeys.stats(), 'leads')).toBe(true);
    expect(reaches(leadKeys.pipeline({}), 'leads')).toBe(true);
    expect(reaches(overviewKeys.dashboard(), 'leads')).toBe(true);
    expect(reaches(analyticsKeys.range('a', 'b'), 'leads')).toBe(true);
    expect(reaches(insightsKeys.range('a', 'b'), 'leads')).toBe(true);
    expect(reaches(invoiceKeys.list(), 'leads')).toBe(false);
    expect(reaches(revenueKeys.stats(), 'leads')).toBe(false);
  });

  it('converting a lead (leads and clients) refreshes both, each key once', () => {
    const keys = keysAfterWrite('leads', 'clients');
    expect(reaches(leadKeys.list(), 'leads', 'clients')).toBe(true);
    expect(reaches(clientKeys.list(), 'leads', 'clients')).toBe(true);
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });

  it('a team member refreshes the team and the projects that name them', () => {
    expect(keysAfterWrite('team')).toEqual([teamKeys.all, projectKeys.all]);
  });

  it('a settings write refreshes every settings read: the page, the header, the portal, the currency', () => {
    for (const key of [
      settingsKeys.admin(),
      settingsKeys.users(),
      settingsKeys.header(),
      settingsKeys.publicDetails(),
      invoiceSettingsKeys.all,
    ]) {
      expect(reaches(key, 'settings')).toBe(true);
    }
    expect(reaches(settingsKeys.header(), 'portal', 'team', 'invoiceSettings')).toBe(false);
    expect(settingsKeys.header()).not.toEqual(settingsKeys.publicDetails());
  });

  it('a notification read touches nothing but notifications', () => {
    expect(keysAfterWrite('notifications')).toEqual([notificationKeys.all]);
  });

  it('names only keys of known domains', () => {
    const roots = new Set<unknown>(
      [
        leadKeys,
        clientKeys,
        projectKeys,
        proposalKeys,
        invoiceKeys,
        paymentKeys,
        teamKeys,
        revenueKeys,
        overviewKeys,
        analyticsKeys,
        insightsKeys,
        calendarKeys,
        notificationKeys,
        invoiceSettingsKeys,
        templateKeys,
        invoiceAutomationKeys,
        contractKeys,
        portalKeys,
        settingsKeys,
      ].map((keys) => keys.all[0]),
    );
    for (const keys of Object.values(WRITE_EFFECTS)) {
      for (const key of keys) expect(roots.has(key[0])).toBe(true);
    }
  });
});
