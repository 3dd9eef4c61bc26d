import { placeholdersOf } from '@atelier/shared/contract';
import { computeTotals, formatInvoiceNumber } from '@atelier/shared/records';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  frenchContractTemplates,
  frenchMilestoneRule,
  frenchProjectTemplates,
  frenchRetainerRule,
} from '../catalogue/catalogue-fr.ts';
import { useTestDatabase } from '../test/test-database.ts';
import {
  demoClients,
  demoEvents,
  demoInvoices,
  demoLeads,
  demoProposals,
  demoTeam,
} from './demo-data.ts';
import { paymentAmounts, seedDemoData } from './demo-seed.ts';

const database = useTestDatabase({ migrate: true });
// The seed is relative to the day it runs, and the database derives overdue from its own today.
const now = new Date();
const today = now.toISOString().slice(0, 10);

/** The sample records and the seed's marker gone, so the seed runs again. */
const clearSample = () =>
  database.db.exec(
    `TRUNCATE leads, clients, team_members, invoice_number_sequences, calendar_events,
       page_views CASCADE;
     DELETE FROM app_settings WHERE key = 'seed.demo';`,
  );

beforeEach(clearSample);

const count = async (table: string) => {
  const [row] = await database.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
  return row?.n;
};

describe('the demo seed', () => {
  it('fills an empty database once', async () => {
    expect(await seedDemoData(database.db, { now })).toEqual({ seeded: true });
    expect(await count('leads')).toBe(demoLeads.length);
    expect(await count('clients')).toBe(demoClients.length);
    expect(await count('team_members')).toBe(demoTeam.length);
    expect(await count('proposals')).toBe(demoProposals.length);
    expect(await count('invoices')).toBe(demoInvoices.length);
    expect(await count('calendar_events')).toBe(demoEvents.length);
    expect(await count('page_views')).toBeGreaterThanOrEqual(60 * 25);

    expect(await seedDemoData(database.db, { now })).toEqual({
      seeded: false,
      reason: 'already-seeded',
    });
    expect(await count('leads')).toBe(demoLeads.length);
  });

  it('leaves a database with data of its own alone', async () => {
    await database.db.query(
      `INSERT INTO leads (name, email, source) VALUES ('Real Lead', 'real@lead.com', 'direct')`,
    );
    expect(await seedDemoData(database.db, { now })).toEqual({
      seeded: false,
      reason: 'not-empty',
    });
    expect(await count('clients')).toBe(0);
  });

  it('writes documents whose totals are those of their items', async () => {
    await seedDemoData(database.db, { now });
    for (const table of ['proposal', 'invoice'] as const) {
      const documents = await database.db.query<{
        id: string;
        discount_cents: number;
        tax_rate_bp: number;
        subtotal_cents: number;
        tax_cents: number;
        total_cents: number;
      }>(`SELECT * FROM ${table}s`);
      for (const document of documents) {
        const items = await database.db.query<{
          quantity: number;
          unit_price_cents: number;
          amount_cents: number;
        }>(`SELECT * FROM ${table}_items WHERE ${table}_id = $1 ORDER BY position`, [document.id]);
        const totals = computeTotals(items, document);
        expect(items.map((item) => item.amount_cents)).toEqual(totals.line_amounts_cents);
        expect(document).toMatchObject({
          subtotal_cents: totals.subtotal_cents,
          tax_cents: totals.tax_cents,
          total_cents: totals.total_cents,
        });
      }
    }
  });

  it('keeps every invoice in step with its payments, and numbers without gaps', async () => {
    await seedDemoData(database.db, { now });
    const invoices = await database.db.query<{
      number: string | null;
      number_year: number | null;
      number_sequence: number | null;
      status: string;
      total_cents: number;
      amount_paid_cents: number;
      paid: number;
    }>(
      `SELECT i.*, coalesce((SELECT sum(amount_cents) FROM payments p WHERE p.invoice_id = i.id), 0)
         AS paid
       FROM invoices i ORDER BY number_year, number_sequence`,
    );
    for (const invoice of invoices) {
      expect(invoice.amount_paid_cents).toBe(invoice.paid);
      if (invoice.status === 'paid') expect(invoice.paid).toBe(invoice.total_cents);
      if (invoice.status === 'sent') expect(invoice.paid).toBeLessThan(invoice.total_cents);
      if (invoice.status === 'draft') expect(invoice.number).toBeNull();
    }
    const byYear = new Map<number, number[]>();
    for (const invoice of invoices) {
      if (invoice.number_year === null || invoice.number_sequence === null) continue;
      expect(invoice.number).toBe(
        formatInvoiceNumber('INV-{YYYY}-{SEQ:4}', invoice.number_year, invoice.number_sequence),
      );
      byYear.set(invoice.number_year, [
        ...(byYear.get(invoice.number_year) ?? []),
        invoice.number_sequence,
      ]);
    }
    for (const [year, sequence] of byYear) {
      expect(sequence).toEqual(sequence.map((_, index) => index + 1));
      const [counter] = await database.db.query<{ last_value: number }>(
        'SELECT last_value FROM invoice_number_sequences WHERE year = $1',
        [year],
      );
      expect(counter?.last_value).toBe(sequence.length);
    }
  });

  it('has an invoice of every state, money in each of the last 12 months, and no future payment', async () => {
    await seedDemoData(database.db, { now });
    const states = await database.db.query<{ effective_status: string }>(
      'SELECT DISTINCT effective_status FROM invoice_states ORDER BY 1',
    );
    expect(states.map((row) => row.effective_status)).toEqual([
      'cancelled',
      'draft',
      'overdue',
      'paid',
      'sent',
    ]);
    const months = await database.db.query<{ month: string }>(
      `SELECT DISTINCT to_char(payment_date, 'YYYY-MM') AS month FROM payments
       WHERE payment_date > $1::date - interval '12 months'`,
      [today],
    );
    expect(months.length).toBeGreaterThanOrEqual(12);
    const [future] = await database.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM payments WHERE payment_date > $1',
      [today],
    );
    expect(future?.n).toBe(0);
  });

  it('links converted leads and their clients both ways', async () => {
    await seedDemoData(database.db, { now });
    const rows = await database.db.query<{ status: string; linked: boolean }>(
      `SELECT l.status, c.lead_id = l.id AS linked FROM leads l
       JOIN clients c ON c.id = l.converted_client_id`,
    );
    expect(rows.length).toBe(demoClients.filter((client) => client.leadKey).length);
    expect(rows.every((row) => row.status === 'converted' && row.linked)).toBe(true);
  });
});

describe('the demo agency in both languages', () => {
  const names = async (table: string) =>
    (
      await database.db.query<{ name: string }>(
        `SELECT name FROM ${table} WHERE archived_at IS NULL ORDER BY name`,
      )
    ).map((row) => row.name);

  it('has its contract templates, project templates and rules in English and French, once', async () => {
    await seedDemoData(database.db, { now });
    // A second seed (after the sample records were cleared) adds no second French copy.
    await clearSample();
    await seedDemoData(database.db, { now });

    const contracts = await names('contract_templates');
    expect(contracts).toEqual(
      expect.arrayContaining(['Service Agreement', 'Contrat de prestation de services']),
    );
    for (const template of frenchContractTemplates) {
      expect(contracts.filter((name) => name === template.name)).toHaveLength(1);
    }
    const projects = await names('project_templates');
    expect(projects).toEqual(expect.arrayContaining(['Landing Page', 'Page d’atterrissage']));
    for (const template of frenchProjectTemplates) {
      expect(projects.filter((name) => name === template.name)).toHaveLength(1);
    }
    const rules = await database.db.query<{ name: string; condition: string; description: string }>(
      'SELECT name, condition, description FROM invoice_rules ORDER BY name',
    );
    expect(rules.map((rule) => rule.name)).toEqual(
      expect.arrayContaining([
        'Monthly retainer',
        frenchRetainerRule.name,
        frenchMilestoneRule.name,
      ]),
    );
    const retainer = rules.find((rule) => rule.name === 'Forfait mensuel');
    expect(retainer?.condition).toBe('Le 1er de chaque mois');
    // The amount through Intl in French: narrow no-break space between thousands.
    expect(retainer?.description).toBe(
      'Un forfait de 2\u202f500\u00a0$US facturé le premier jour de chaque mois.',
    );
  });

  it('writes French with French typography', () => {
    const texts = [
      ...frenchContractTemplates.flatMap((t) => [
        t.name,
        t.description,
        ...t.clauses.flatMap((c) => [c.title, c.body]),
        ...t.variables.flatMap((v) => [v.label, v.default ?? '']),
      ]),
      ...frenchProjectTemplates.flatMap((t) => [
        t.name,
        t.description,
        ...t.deliverables,
        ...t.tasks.flatMap((task) => [task.name, task.role]),
      ]),
      frenchMilestoneRule.condition,
      frenchMilestoneRule.description,
      ...demoEvents.flatMap((e) => [e.fr.title, e.fr.description ?? '']),
    ];
    for (const text of texts) {
      expect(text, text).not.toMatch(/'/);
      expect(text, text).not.toMatch(/[^\u202f][:;!?%»]|«[^\u202f]/u);
    }
    const contract = frenchContractTemplates[0]?.clauses.map((c) => c.body).join(' ') ?? '';
    expect(contract).toContain('(l’«\u202fAgence\u202f»)');
  });

  it('gives each French contract template the variables of its English twin', async () => {
    const english = await database.db.query<{
      type: string;
      clauses: { title: string; body: string }[];
      variables: { key: string }[];
    }>(
      `SELECT type, clauses, variables FROM contract_templates
       WHERE name IN ('Service Agreement', 'Maintenance Retainer', 'Consulting Agreement',
                      'Mutual Non-Disclosure Agreement')`,
    );
    const keysOf = (clauses: { title: string; body: string }[]) =>
      new Set(placeholdersOf(clauses.map((c) => `${c.title} ${c.body}`).join(' ')));
    for (const template of frenchContractTemplates) {
      const twin = english.find((row) => row.type === template.type);
      expect(twin, template.name).toBeDefined();
      expect(keysOf(template.clauses), template.name).toEqual(keysOf(twin?.clauses ?? []));
      expect(template.variables.map((v) => v.key)).toEqual(twin?.variables.map((v) => v.key));
    }
  });

  it('writes the calendar in the agency’s default language', async () => {
    await database.db.query(
      `INSERT INTO app_settings (key, value) VALUES ('agency.default_language', '"fr"')
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    try {
      await seedDemoData(database.db, { now });
      const titles = await database.db.query<{ title: string }>(
        'SELECT title FROM calendar_events ORDER BY title',
      );
      expect(titles.map((row) => row.title)).toEqual(
        demoEvents.map((event) => event.fr.title).sort(),
      );
    } finally {
      await database.db.query(`DELETE FROM app_settings WHERE key = 'agency.default_language'`);
    }
    await clearSample();
    await seedDemoData(database.db, { now });
    const [english] = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM calendar_events WHERE title = $1',
      ['Quarterly planning'],
    );
    expect(english?.n).toBe(1);
  });
});

describe('the demo seed on any day of the month', () => {
  it.each(['2027-01-01T00:30:00Z', '2027-03-31T23:30:00Z', '2028-02-29T12:00:00Z'])(
    'puts no payment after %s and bills the care plan every month',
    async (moment) => {
      const when = new Date(moment);
      await seedDemoData(database.db, { now: when });
      const [future] = await database.db.query<{ n: number }>(
        'SELECT count(*) AS n FROM payments WHERE payment_date > $1',
        [moment.slice(0, 10)],
      );
      expect(future?.n).toBe(0);
      const months = await database.db.query<{ month: string }>(
        `SELECT DISTINCT to_char(issue_date, 'YYYY-MM') AS month FROM invoices i
         JOIN projects p ON p.id = i.project_id WHERE p.name = 'Harbor Legal care plan'`,
      );
      expect(months.length).toBe(12);
    },
  );
});

describe('the demo visits', () => {
  it('never lie in the future and come back the same for the same day', async () => {
    await seedDemoData(database.db, { now });
    const [row] = await database.db.query<{ future: number; visitors: number; views: number }>(
      `SELECT count(*) FILTER (WHERE viewed_at > $1) AS future,
              count(DISTINCT visitor_hash) AS visitors, count(*) AS views FROM page_views`,
      [now.toISOString()],
    );
    expect(row?.future).toBe(0);
    // About three pages per visitor.
    expect((row?.views ?? 0) / (row?.visitors ?? 1)).toBeGreaterThan(2);
  });
});

describe('paymentAmounts', () => {
  it('gives the last payment of a paid invoice what is left, so they add up to the total', () => {
    const invoice = demoInvoices.find((candidate) => candidate.payments.length === 2);
    if (!invoice) throw new Error('the demo data has an invoice paid in two parts');
    const amounts = paymentAmounts(invoice, 1_000_001);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(1_000_001);
  });
});
