import { computeTotals, formatInvoiceNumber } from '@atelier/shared/records';
import type { Database, Queryable } from '../db/database.ts';
import { insertLead, recordStatusChanges } from '../db/leads.ts';
import { readAgencyCurrency, readAgencyLanguage } from '../db/settings.ts';
import { scoreLead } from '../functions/lead-management/scoring.ts';
import { loadScoringCriteria } from '../functions/lead-management/scoring-criteria.ts';
import {
  frenchContractTemplates,
  frenchMilestoneRule,
  frenchProjectTemplates,
  frenchRetainerRule,
} from './demo-catalogue-fr.ts';
import {
  type DemoInvoice,
  type DemoItem,
  demoClients,
  demoEvents,
  demoInvoices,
  demoLeads,
  demoProjects,
  demoProposals,
  demoTeam,
} from './demo-data.ts';
import { demoWords } from './demo-words-fr.ts';

/** Set once the sample data went in, so deleting it all never brings it back. */
const SEED_MARKER = 'seed.demo';

const DAY_MS = 86_400_000;

export interface SeedResult {
  seeded: boolean;
  /** Why nothing was written, when nothing was. */
  reason?: 'already-seeded' | 'not-empty';
}

/**
 * `ATELIER_SEED=demo`: fills an empty database with the sample agency of demo-data.ts — leads,
 * team, clients, proposals, projects, invoices and payments that agree with each other (totals
 * from their items, balances from their payments, gap-free invoice numbers) — in one
 * transaction. A database that already holds leads or clients is left alone.
 */
export async function seedDemoData(
  db: Database,
  options: { now?: Date } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const criteria = await loadScoringCriteria(db);
  return await db.transaction(async (tx) => {
    // Two backends starting on one database must not both seed it.
    await tx.query('SELECT pg_advisory_xact_lock(7241005)');
    const [marker] = await tx.query('SELECT 1 FROM app_settings WHERE key = $1', [SEED_MARKER]);
    if (marker) return { seeded: false, reason: 'already-seeded' };
    const [existing] = await tx.query(
      'SELECT 1 FROM leads UNION ALL SELECT 1 FROM clients LIMIT 1',
    );
    if (existing) return { seeded: false, reason: 'not-empty' };

    const clock = new Clock(now);
    const languages = new Languages(await readAgencyLanguage(tx));
    const leadIds = await seedLeads(tx, clock, criteria, languages);
    const memberIds = await seedTeam(tx, clock, languages);
    const clientIds = await seedClients(tx, clock, leadIds, languages);
    const proposalIds = await seedProposals(tx, clock, clientIds, leadIds, languages);
    const projectIds = await seedProjects(tx, clock, clientIds, proposalIds, memberIds, languages);
    await seedInvoices(tx, clock, clientIds, projectIds, languages);
    await seedCalendar(tx, clock, clientIds, projectIds);
    await seedFrenchCatalogue(tx);
    await seedPageViews(tx, now);
    await tx.query(`INSERT INTO app_settings (key, value) VALUES ($1, $2)`, [
      SEED_MARKER,
      JSON.stringify({ seeded_at: now.toISOString() }),
    ]);
    return { seeded: true };
  });
}

/** Dates relative to the moment of seeding. */
class Clock {
  constructor(private readonly now: Date) {}

  /** A timestamp `days` ago (negative: in the future). */
  ago(days: number): string {
    return new Date(this.now.getTime() - days * DAY_MS).toISOString();
  }

  /** How many days ago the 1st of the month `months` before this one was (UTC). */
  daysSinceMonthStart(months: number): number {
    const start = Date.UTC(this.now.getUTCFullYear(), this.now.getUTCMonth() - months, 1);
    const today = Date.UTC(
      this.now.getUTCFullYear(),
      this.now.getUTCMonth(),
      this.now.getUTCDate(),
    );
    return Math.round((today - start) / DAY_MS);
  }

  /** A calendar date (UTC) `days` from today (negative: in the past). */
  day(days: number): string {
    return new Date(this.now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  }
}

/**
 * The language each sample record is written in: a lead's or client's own when the sample
 * gives one, else the agency's default. A client's proposals, projects, invoices and payments
 * are in the client's language; the agency's own notes and role titles in the agency's.
 */
class Languages {
  constructor(readonly agency: Language) {}

  ofLead(key: string): Language {
    return demoLeads.find((lead) => lead.key === key)?.language ?? this.agency;
  }

  ofClient(key: string): Language {
    return demoClients.find((client) => client.key === key)?.language ?? this.agency;
  }
}

type Language = 'en' | 'fr';

type Ids = Map<string, string>;

function idOf(ids: Ids, key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo data refers to an unknown record "${key}"`);
  return id;
}

async function seedLeads(
  tx: Queryable,
  clock: Clock,
  criteria: Awaited<ReturnType<typeof loadScoringCriteria>>,
  languages: Languages,
): Promise<Ids> {
  const ids: Ids = new Map();
  for (const lead of demoLeads) {
    const values = {
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      company_size: lead.company_size,
      source: lead.source,
      status: lead.status,
      project_type: lead.project_type,
      budget: lead.budget,
      timeline: lead.timeline,
      estimate_low: null,
      estimate_high: null,
      estimate_pace: null,
      notes: lead.notes === null ? null : demoWords(lead.notes, languages.ofLead(lead.key)),
      score: 0,
      utm_source: lead.utm_source ?? null,
      utm_medium: lead.utm_medium ?? null,
      utm_campaign: lead.utm_campaign ?? null,
      utm_term: null,
      utm_content: null,
      language: languages.ofLead(lead.key),
    };
    const score = scoreLead({ ...values, pages_viewed: 0 }, criteria).score;
    const row = await insertLead(tx, { ...values, score });
    const created = clock.ago(lead.daysAgo);
    const changed = clock.ago(Math.max(0, lead.daysAgo - 3));
    await tx.query('UPDATE leads SET created_at = $2, updated_at = $3 WHERE id = $1', [
      row.id,
      created,
      lead.status === 'new' ? created : changed,
    ]);
    await recordStatusChanges(tx, [
      { leadId: row.id, fromStatus: null, toStatus: 'new', changedBy: null },
      ...(lead.status === 'new'
        ? []
        : [{ leadId: row.id, fromStatus: 'new' as const, toStatus: lead.status, changedBy: null }]),
    ]);
    await tx.query(
      `UPDATE lead_status_history SET changed_at = CASE WHEN from_status IS NULL THEN $2::timestamptz
         ELSE $3::timestamptz END WHERE lead_id = $1`,
      [row.id, created, changed],
    );
    ids.set(lead.key, row.id);
  }
  return ids;
}

async function seedTeam(tx: Queryable, clock: Clock, languages: Languages): Promise<Ids> {
  const ids: Ids = new Map();
  for (const [index, member] of demoTeam.entries()) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO team_members (name, email, role_title, hourly_rate_cents, is_active,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [
        member.name,
        member.email,
        demoWords(member.role_title, languages.agency),
        member.hourly_rate_cents,
        member.is_active,
        clock.ago(400 - index * 20),
      ],
    );
    if (row) ids.set(member.key, row.id);
  }
  return ids;
}

async function seedClients(
  tx: Queryable,
  clock: Clock,
  leadIds: Ids,
  languages: Languages,
): Promise<Ids> {
  const ids: Ids = new Map();
  for (const client of demoClients) {
    const leadId = client.leadKey ? idOf(leadIds, client.leadKey) : null;
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO clients (name, company, email, phone, address, tax_id, notes, status, lead_id,
         created_at, updated_at, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10,
               coalesce($11, agency_default_language())) RETURNING id`,
      [
        client.name,
        client.company,
        client.email,
        client.phone,
        client.address,
        client.tax_id,
        client.notes === null ? null : demoWords(client.notes, languages.agency),
        client.status,
        leadId,
        clock.ago(client.daysAgo),
        client.language ?? null,
      ],
    );
    if (!row) continue;
    ids.set(client.key, row.id);
    if (leadId) {
      await tx.query('UPDATE leads SET converted_client_id = $2 WHERE id = $1', [leadId, row.id]);
    }
  }
  return ids;
}

async function insertItems(
  tx: Queryable,
  table: 'proposal_items' | 'invoice_items',
  parentColumn: 'proposal_id' | 'invoice_id',
  parentId: string,
  items: readonly DemoItem[],
  amounts: readonly number[],
  language: Language,
): Promise<void> {
  for (const [index, item] of items.entries()) {
    await tx.query(
      `INSERT INTO ${table} (${parentColumn}, position, description, quantity, unit_price_cents,
         amount_cents)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        parentId,
        index + 1,
        demoWords(item.description, language),
        item.quantity,
        item.unit_price_cents,
        amounts[index],
      ],
    );
  }
}

async function seedProposals(
  tx: Queryable,
  clock: Clock,
  clientIds: Ids,
  leadIds: Ids,
  languages: Languages,
): Promise<Ids> {
  const ids: Ids = new Map();
  for (const proposal of demoProposals) {
    const language = proposal.clientKey
      ? languages.ofClient(proposal.clientKey)
      : proposal.leadKey
        ? languages.ofLead(proposal.leadKey)
        : languages.agency;
    const totals = computeTotals(proposal.items, proposal);
    const isSent = proposal.status !== 'draft';
    const isDecided = proposal.status === 'accepted' || proposal.status === 'declined';
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO proposals (client_id, lead_id, title, summary, discount_cents, tax_rate_bp,
         subtotal_cents, tax_cents, total_cents, valid_until, status, sent_at, decided_at,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING id`,
      [
        proposal.clientKey ? idOf(clientIds, proposal.clientKey) : null,
        proposal.leadKey ? idOf(leadIds, proposal.leadKey) : null,
        demoWords(proposal.title, language),
        demoWords(proposal.summary, language),
        totals.discount_cents,
        proposal.tax_rate_bp,
        totals.subtotal_cents,
        totals.tax_cents,
        totals.total_cents,
        clock.day(proposal.validIn),
        proposal.status,
        isSent ? clock.ago(proposal.daysAgo - 1) : null,
        isDecided ? clock.ago(Math.max(0, proposal.daysAgo - 6)) : null,
        clock.ago(proposal.daysAgo),
      ],
    );
    if (!row) continue;
    ids.set(proposal.key, row.id);
    await insertItems(
      tx,
      'proposal_items',
      'proposal_id',
      row.id,
      proposal.items,
      totals.line_amounts_cents,
      language,
    );
  }
  return ids;
}

async function seedProjects(
  tx: Queryable,
  clock: Clock,
  clientIds: Ids,
  proposalIds: Ids,
  memberIds: Ids,
  languages: Languages,
): Promise<Ids> {
  const ids: Ids = new Map();
  for (const project of demoProjects) {
    const language = languages.ofClient(project.clientKey);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO projects (client_id, proposal_id, name, description, status, start_date,
         due_date, budget_cents, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [
        idOf(clientIds, project.clientKey),
        project.proposalKey ? idOf(proposalIds, project.proposalKey) : null,
        demoWords(project.name, language),
        demoWords(project.description, language),
        project.status,
        clock.day(project.startIn),
        clock.day(project.dueIn),
        project.budget_cents,
        clock.ago(project.daysAgo),
      ],
    );
    if (!row) continue;
    ids.set(project.key, row.id);
    for (const [index, milestone] of project.milestones.entries()) {
      await tx.query(
        `INSERT INTO project_milestones (project_id, position, name, due_date, percentage,
           is_done, completed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          row.id,
          index + 1,
          demoWords(milestone.name, language),
          clock.day(milestone.dueIn),
          milestone.percentage,
          milestone.is_done,
          milestone.is_done ? `${clock.day(Math.min(milestone.dueIn, 0))}T16:00:00Z` : null,
        ],
      );
    }
    for (const member of project.members) {
      await tx.query('INSERT INTO project_members (project_id, team_member_id) VALUES ($1, $2)', [
        row.id,
        idOf(memberIds, member),
      ]);
    }
  }
  return ids;
}

/** The amount of each payment: shares of the total, the last one of a paid invoice the rest. */
export function paymentAmounts(invoice: DemoInvoice, totalCents: number): number[] {
  let paid = 0;
  return invoice.payments.map((payment, index) => {
    const isLast = index === invoice.payments.length - 1;
    const amount =
      isLast && invoice.status === 'paid'
        ? totalCents - paid
        : Math.round(totalCents * payment.share) - paid;
    paid += amount;
    return amount;
  });
}

async function seedInvoices(
  tx: Queryable,
  clock: Clock,
  clientIds: Ids,
  projectIds: Ids,
  languages: Languages,
): Promise<void> {
  const [patternRow] = await tx.query<{ value: string }>(
    `SELECT value FROM app_settings WHERE key = 'invoice.number_pattern'`,
  );
  const pattern = patternRow?.value ?? 'INV-{YYYY}-{SEQ:4}';
  const issuedAgo = (invoice: DemoInvoice): number | null =>
    invoice.issuedMonthsAgo === undefined
      ? invoice.issuedDaysAgo
      : clock.daysSinceMonthStart(invoice.issuedMonthsAgo);
  // Numbers follow the issue dates, as they would have been given; drafts have none.
  const ordered = demoInvoices
    .map((invoice) => ({ invoice, ago: issuedAgo(invoice) }))
    .sort((a, b) => (b.ago ?? -1) - (a.ago ?? -1));
  const sequences = new Map<number, number>();

  for (const { invoice, ago } of ordered) {
    const language = languages.ofClient(invoice.clientKey);
    const totals = computeTotals(invoice.items, invoice);
    const issueDay = ago === null ? null : -ago;
    const issueDate = issueDay === null ? null : clock.day(issueDay);
    const dueDate = clock.day((issueDay ?? 0) + invoice.termsDays);
    let number: string | null = null;
    let year: number | null = null;
    let sequence: number | null = null;
    if (issueDate) {
      year = Number(issueDate.slice(0, 4));
      sequence = (sequences.get(year) ?? 0) + 1;
      sequences.set(year, sequence);
      number = formatInvoiceNumber(pattern, year, sequence);
    }
    const amounts = paymentAmounts(invoice, totals.total_cents);
    const amountPaid = amounts.reduce((sum, amount) => sum + amount, 0);
    const lastPaymentDay =
      issueDay === null ? null : issueDay + (invoice.payments.at(-1)?.after ?? 0);
    const createdAt = clock.ago(ago === null ? 1 : ago + 1);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO invoices (number, number_year, number_sequence, client_id, project_id,
         discount_cents, tax_rate_bp, subtotal_cents, tax_cents, total_cents, amount_paid_cents,
         issue_date, due_date, notes, status, sent_at, paid_at, cancelled_at, created_at,
         updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, $19) RETURNING id`,
      [
        number,
        year,
        sequence,
        idOf(clientIds, invoice.clientKey),
        invoice.projectKey ? idOf(projectIds, invoice.projectKey) : null,
        totals.discount_cents,
        invoice.tax_rate_bp,
        totals.subtotal_cents,
        totals.tax_cents,
        totals.total_cents,
        amountPaid,
        issueDate,
        dueDate,
        invoice.notes === undefined ? null : demoWords(invoice.notes, language),
        invoice.status,
        issueDate ? `${issueDate}T09:00:00Z` : null,
        invoice.status === 'paid' && lastPaymentDay !== null
          ? `${clock.day(lastPaymentDay)}T15:00:00Z`
          : null,
        invoice.status === 'cancelled' ? clock.ago(Math.max(0, (ago ?? 0) - 5)) : null,
        createdAt,
      ],
    );
    if (!row) continue;
    await insertItems(
      tx,
      'invoice_items',
      'invoice_id',
      row.id,
      invoice.items,
      totals.line_amounts_cents,
      language,
    );
    for (const [index, payment] of invoice.payments.entries()) {
      await tx.query(
        `INSERT INTO payments (amount_cents, payment_date, payment_method, description,
           invoice_id, project_id, client_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          amounts[index],
          clock.day((issueDay ?? 0) + payment.after),
          payment.method,
          demoWords(payment.description, language),
          row.id,
          invoice.projectKey ? idOf(projectIds, invoice.projectKey) : null,
          idOf(clientIds, invoice.clientKey),
          `${clock.day((issueDay ?? 0) + payment.after)}T15:00:00Z`,
        ],
      );
    }
  }
  for (const [year, lastValue] of sequences) {
    await tx.query(
      `INSERT INTO invoice_number_sequences (year, last_value) VALUES ($1, $2)
       ON CONFLICT (year) DO UPDATE SET last_value = GREATEST(invoice_number_sequences.last_value,
         EXCLUDED.last_value)`,
      [year, lastValue],
    );
  }
}

async function seedCalendar(
  tx: Queryable,
  clock: Clock,
  clientIds: Ids,
  projectIds: Ids,
): Promise<void> {
  const language = await readAgencyLanguage(tx);
  for (const event of demoEvents) {
    const words = language === 'fr' ? event.fr : event;
    await tx.query(
      `INSERT INTO calendar_events (title, event_date, event_time, type, priority, status,
         description, client_id, project_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        words.title,
        clock.day(event.inDays),
        event.time,
        event.type,
        event.priority,
        event.inDays < 0 ? 'done' : 'scheduled',
        words.description ?? null,
        event.clientKey ? idOf(clientIds, event.clientKey) : null,
        event.projectKey ? idOf(projectIds, event.projectKey) : null,
      ],
    );
  }
}

/**
 * The French twins of the contract templates, project templates and invoicing rules the
 * migrations seed in English (demo-catalogue-fr.ts), so the demo agency has its catalogue in
 * both languages. Each is added only when no template or rule has its name yet: seeding again
 * (after the sample data was cleared) never doubles them, and one the agency renamed or
 * archived stays as it is.
 */
async function seedFrenchCatalogue(tx: Queryable): Promise<void> {
  for (const template of frenchContractTemplates) {
    await tx.query(
      `INSERT INTO contract_templates (name, type, description, clauses, variables)
       SELECT $1, $2, $3, $4, $5
       WHERE NOT EXISTS (SELECT 1 FROM contract_templates WHERE name = $1)`,
      [
        template.name,
        template.type,
        template.description,
        JSON.stringify(template.clauses),
        JSON.stringify(template.variables),
      ],
    );
  }
  for (const template of frenchProjectTemplates) {
    await tx.query(
      `INSERT INTO project_templates (name, category, description, duration_weeks,
         price_min_cents, price_max_cents, tasks, deliverables, technologies, complexity)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
       WHERE NOT EXISTS (SELECT 1 FROM project_templates WHERE name = $1)`,
      [
        template.name,
        template.category,
        template.description,
        template.duration_weeks,
        template.price_min_cents,
        template.price_max_cents,
        JSON.stringify(template.tasks),
        template.deliverables,
        template.technologies,
        template.complexity,
      ],
    );
  }
  // What the rules generate waits for review, as for the English ones (migration 0034).
  const retainerCents = 250_000;
  const retainer = new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: await readAgencyCurrency(tx),
    maximumFractionDigits: 0,
  }).format(retainerCents / 100);
  const rules = [
    {
      ...frenchMilestoneRule,
      trigger: 'milestone',
      amount_type: 'percent',
      amount: 100,
      due_days: 14,
    },
    {
      ...frenchRetainerRule,
      description: frenchRetainerRule.description(retainer),
      trigger: 'time',
      amount_type: 'fixed',
      amount: retainerCents,
      schedule: { every: 'month', day_of_month: 1, amount_cents: retainerCents },
      due_days: 15,
    },
  ];
  for (const rule of rules) {
    await tx.query(
      `INSERT INTO invoice_rules (name, trigger, condition, amount_type, amount, description,
         schedule, due_days, send_mode)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, 'draft'
       WHERE NOT EXISTS (SELECT 1 FROM invoice_rules WHERE name = $1)`,
      [
        rule.name,
        rule.trigger,
        rule.condition,
        rule.amount_type,
        rule.amount,
        rule.description,
        JSON.stringify(rule.schedule),
        rule.due_days,
      ],
    );
  }
}

/**
 * Sixty days of public-site visits, made up in one statement: 25–55 views a day over the public
 * pages, about three pages per visitor, a mix of search, social, newsletter and direct visits
 * and of devices. The same day always gets the same views (hashes of the day and view number).
 */
async function seedPageViews(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `WITH views AS (
       SELECT d, n, abs(hashtext(d || ':' || n)) AS h,
              $1::timestamptz - make_interval(days => d) AS base
       FROM generate_series(0, 59) AS d,
            LATERAL generate_series(1, 25 + abs(hashtext('day' || d)) % 31) AS n
     )
     INSERT INTO page_views (path, referrer_host, utm_source, utm_medium, utm_campaign,
       device_class, visitor_hash, viewed_at)
     SELECT
       (ARRAY['/', '/', '/', '/services', '/services', '/estimator', '/estimator',
              '/get-started'])[1 + h % 8],
       CASE WHEN h % 11 = 0 THEN NULL
            ELSE (ARRAY[NULL, NULL, 'google.com', 'google.com', 'linkedin.com', 'dribbble.com',
                        'news.ycombinator.com', NULL])[1 + (h / 7) % 8] END,
       CASE WHEN h % 11 = 0 THEN 'newsletter' END,
       CASE WHEN h % 11 = 0 THEN 'email' END,
       CASE WHEN h % 11 = 0 THEN 'autumn-offer' END,
       (ARRAY['desktop', 'desktop', 'mobile', 'mobile', 'mobile', 'tablet'])[1 + (h / 13) % 6],
       encode(sha256(convert_to('demo:' || d || ':' || (n / 3), 'UTF8')), 'hex'),
       base - make_interval(secs => h % 80000)
     FROM views`,
    [now.toISOString()],
  );
}
