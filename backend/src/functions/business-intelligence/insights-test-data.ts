import type { Queryable } from '../../db/database.ts';
import { seedClient } from '../invoice-management/seed-records.ts';

/**
 * Tests only: a known set of leads, proposals, invoices and payments around the range
 * 2025-03-01 … 2025-05-31, inserted with plain SQL; insights.test.ts states what each figure
 * must be.
 */
export const RANGE = { from: '2025-03-01', to: '2025-05-31' } as const;

type LeadSeed = [
  source: string,
  projectType: string | null,
  status: string,
  budget: number | null,
  createdAt: string,
];

const leads: LeadSeed[] = [
  ['direct', 'ecommerce', 'converted', 10_000, '2025-03-05T10:00:00Z'],
  ['direct', 'ecommerce', 'new', 5_000, '2025-03-10T10:00:00Z'],
  ['referral', 'saas', 'qualified', 20_000, '2025-04-01T10:00:00Z'],
  ['referral', null, 'lost', 50_000, '2025-04-02T10:00:00Z'],
  ['estimator', 'landing', 'proposal', null, '2025-05-31T23:59:59Z'],
  // Outside the range, on either side of it.
  ['direct', 'ecommerce', 'converted', 90_000, '2025-06-01T00:00:00Z'],
  ['campaign', 'mobile', 'contacted', 70_000, '2025-02-28T23:59:59Z'],
];

async function seedLeads(q: Queryable): Promise<void> {
  for (const [index, [source, projectType, status, budget, createdAt]] of leads.entries()) {
    await q.query(
      `INSERT INTO leads (name, email, source, project_type, status, budget, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        `Lead ${index}`,
        `lead-${index}@example.com`,
        source,
        projectType,
        status,
        budget,
        createdAt,
      ],
    );
  }
}

type ProposalSeed = [
  status: string,
  totalCents: number,
  decidedAt: string | null,
  validUntil: string | null,
];

const proposals: ProposalSeed[] = [
  ['accepted', 100_000, '2025-03-20T09:00:00Z', null],
  ['accepted', 50_001, '2025-05-31T12:00:00Z', null],
  ['declined', 80_000, '2025-04-05T09:00:00Z', null],
  // Sent, and past its valid-until date inside the range: expired in the range.
  ['sent', 60_000, null, '2025-04-30'],
  // Expired after the range.
  ['sent', 70_000, null, '2025-06-15'],
  ['accepted', 90_000, '2025-06-01T00:00:00Z', null],
  // Open: sent, valid with no end or until far ahead.
  ['sent', 20_000, null, null],
  ['sent', 30_000, null, '2999-01-01'],
  ['draft', 40_000, null, null],
];

async function seedProposals(q: Queryable, clientId: string): Promise<void> {
  for (const [index, [status, totalCents, decidedAt, validUntil]] of proposals.entries()) {
    await q.query(
      `INSERT INTO proposals (client_id, title, status, subtotal_cents, total_cents, decided_at,
                              valid_until, sent_at)
       VALUES ($1, $2, $3, $4, $4, $5, $6, CASE WHEN $3 = 'draft' THEN NULL ELSE now() END)`,
      [clientId, `Proposal ${index}`, status, totalCents, decidedAt, validUntil],
    );
  }
}

type InvoiceSeed = [status: string, totalCents: number, paidAt: string | null];

const invoices: InvoiceSeed[] = [
  ['paid', 40_000, '2025-04-01T08:00:00Z'],
  ['paid', 25_001, '2025-05-15T08:00:00Z'],
  ['paid', 99_000, '2025-06-02T08:00:00Z'],
  ['sent', 10_000, null],
];

async function seedInvoices(q: Queryable, clientId: string): Promise<void> {
  for (const [index, [status, totalCents, paidAt]] of invoices.entries()) {
    await q.query(
      `INSERT INTO invoices (number, client_id, status, subtotal_cents, total_cents,
                             amount_paid_cents, issue_date, due_date, paid_at)
       VALUES ($1, $2, $3, $4, $4, $5, '2025-01-10', '2025-02-10', $6)`,
      [`TEST-${index}`, clientId, status, totalCents, paidAt ? totalCents : 0, paidAt],
    );
  }
}

const pay = (q: Queryable, clientId: string | null, amountCents: number, date: string) =>
  q.query(
    `INSERT INTO payments (client_id, amount_cents, payment_date, payment_method)
     VALUES ($1, $2, $3, 'bank_transfer')`,
    [clientId, amountCents, date],
  );

/**
 * Twelve clients "Client 01" … "Client 12": client n pays n × 100.00 on 2025-03-15, client 12
 * also 50.00 on 2025-05-20; 70.00 arrives without a client on 2025-04-10; client 1 pays again
 * after the range and client 2 before it.
 */
async function seedPayments(q: Queryable): Promise<string[]> {
  const clientIds: string[] = [];
  for (let n = 1; n <= 12; n += 1) {
    const name = `Client ${String(n).padStart(2, '0')}`;
    const id = await seedClient(q, { name, company: `Company ${n}` });
    clientIds.push(id);
    await pay(q, id, n * 10_000, '2025-03-15');
  }
  const [first, second, , , , , , , , , , twelfth] = clientIds;
  await pay(q, twelfth ?? null, 5_000, '2025-05-20');
  await pay(q, null, 7_000, '2025-04-10');
  await pay(q, first ?? null, 30_000, '2025-06-01');
  await pay(q, second ?? null, 30_000, '2025-02-28');
  return clientIds;
}

/** Seeds every record above; answers the clients' ids, "Client 01" first. */
export async function seedInsights(q: Queryable): Promise<string[]> {
  await seedLeads(q);
  const clientIds = await seedPayments(q);
  const [first] = clientIds;
  if (!first) throw new Error('No client was seeded');
  await seedProposals(q, first);
  await seedInvoices(q, first);
  return clientIds;
}
