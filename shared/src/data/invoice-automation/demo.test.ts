import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceRuleProblems } from '../../contract/invoice-rules';
import { answerFromDemo } from '../../demo/demo-registry';
import {
  DEMO_RULES,
  DEMO_WRITE_REFUSED,
  demoGeneratedInvoices,
  demoGeneratedPage,
  demoInvoicingAnalytics,
  FRENCH_AUTOMATION_WORDS,
  registerInvoiceAutomationDemoHandlers,
} from './demo';

const NOW = new Date('2026-11-22T12:00:00Z');
const FN = 'invoice-automation';

beforeEach(() => registerInvoiceAutomationDemoHandlers());

describe('demo invoice automation', () => {
  it('answers every read once registered', () => {
    for (const action of ['get_rules', 'get_generated_invoices', 'get_analytics']) {
      expect(answerFromDemo(FN, action, {}).success).toBe(true);
    }
    expect(answerFromDemo(FN, 'get_reminder_settings', {})).toMatchObject({
      success: true,
      enabled: true,
      policy: [
        { when: 'before', days: 3 },
        { when: 'on', days: 0 },
        { when: 'after', days: 7 },
      ],
    });
  });

  it('refuses every write with a clear failure instead of pretending to save', () => {
    for (const action of ['create_rule', 'update_rule', 'delete_rule', 'attach_rule']) {
      expect(answerFromDemo(FN, action, { id: 'demo-rule-milestone' })).toEqual(DEMO_WRITE_REFUSED);
    }
    expect(answerFromDemo(FN, 'run_schedules', {})).toEqual(DEMO_WRITE_REFUSED);
    expect(answerFromDemo(FN, 'save_reminder_settings', {})).toEqual(DEMO_WRITE_REFUSED);
  });

  it('holds the two seeded rules, each whole by the contract', () => {
    expect(DEMO_RULES.map((rule) => rule.name)).toEqual(['Milestone billing', 'Monthly retainer']);
    for (const rule of DEMO_RULES) expect(invoiceRuleProblems(rule)).toEqual({});
  });

  it('filters generated invoices by rule and status, and pages them', () => {
    const all = demoGeneratedPage({}, NOW);
    expect(all.total).toBe(6);
    const retainers = demoGeneratedPage({ rule_id: 'demo-rule-retainer' }, NOW);
    expect(retainers.total).toBe(3);
    expect(retainers.invoices.every((i) => i.generatedBy.name === 'Monthly retainer')).toBe(true);
    const overdue = demoGeneratedPage({ status: 'overdue' }, NOW);
    expect(overdue.invoices.map((i) => i.project?.name)).toEqual(['Tracking portal']);
    expect(demoGeneratedPage({ status: ['overdue', 'paid'] }, NOW).total).toBe(5);
    const second = demoGeneratedPage({ page: 2, pageSize: 4 }, NOW);
    expect(second).toMatchObject({ page: 2, pageSize: 4, total: 6 });
    expect(second.invoices).toHaveLength(2);
    expect(second.invoices[0]).not.toHaveProperty('paidOn');
  });

  it('computes its analytics from the same invoices', () => {
    const invoices = demoGeneratedInvoices(NOW);
    const analytics = demoInvoicingAnalytics(NOW);
    const byStatus = (status: string) =>
      invoices.filter((i) => i.status === status).reduce((sum, i) => sum + i.total_cents, 0);
    expect(analytics.paidVsOutstanding).toEqual({
      paid_cents: byStatus('paid'),
      outstanding_cents: byStatus('sent') + byStatus('overdue'),
      overdue_cents: byStatus('overdue'),
    });
    const invoiced = analytics.invoicedByMonth.reduce((sum, month) => sum + month.total_cents, 0);
    expect(invoiced).toBe(invoices.reduce((sum, i) => sum + i.total_cents, 0));
    expect(analytics.invoicedByMonth).toHaveLength(12);
    expect(analytics.invoicedByMonth.at(-1)?.month).toBe('2026-11');
    // Paid after 6, 12, 11 and 9 days.
    expect(analytics.averageDaysToPay).toBe(9.5);
  });

  it('foresees the retainer on the 1st of the coming months, within 90 days', () => {
    const { upcoming } = demoInvoicingAnalytics(NOW);
    expect(upcoming.map((entry) => entry.date)).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
    expect(upcoming.every((entry) => entry.amount_cents === 250_000)).toBe(true);
  });
});

describe('demo invoice automation for a French reader', () => {
  it('words every rule text and sample project in French, with French typography', async () => {
    if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
    const texts = DEMO_RULES.flatMap((rule) => [
      rule.name,
      rule.condition ?? '',
      rule.description ?? '',
      ...(Array.isArray(rule.schedule) ? rule.schedule.map((step) => step.label) : []),
    ]).filter(Boolean);
    for (const text of texts) expect(FRENCH_AUTOMATION_WORDS.has(text), text).toBe(true);
    for (const french of FRENCH_AUTOMATION_WORDS.values()) {
      expect(french).not.toMatch(/[^\u202f][:;!?%]|'/u);
    }
    await i18next.changeLanguage('fr');
    try {
      const { rules } = answerFromDemo(FN, 'get_rules', {}) as unknown as {
        rules: typeof DEMO_RULES;
      };
      expect(rules.map((rule) => rule.name)).toEqual(['Facturation par jalons', 'Forfait mensuel']);
      expect(rules[0]?.amount).toBe(DEMO_RULES[0]?.amount);
      const page = answerFromDemo(FN, 'get_generated_invoices', {}) as unknown as {
        invoices: { project: { name: string } | null }[];
      };
      expect(page.invoices.map((item) => item.project?.name)).toContain('Portail de suivi');
    } finally {
      await i18next.changeLanguage('en');
    }
    const { rules } = answerFromDemo(FN, 'get_rules', {}) as unknown as {
      rules: typeof DEMO_RULES;
    };
    expect(rules[0]?.name).toBe('Milestone billing');
  });
});
