import type { StoredInvoiceStatus, StoredProposalStatus } from '@atelier/shared/records';
import type { Queryable } from '../../db/database.ts';
import { type As, useFunctionKit } from '../../test/function-kit.ts';
import { recordTables } from '../invoice-management/seed-records.ts';

/** Tests only: records written straight to the tables, at the times a test needs. */

/** The kit of the `get_overview` tests, and their call of it as `as` (an admin by default). */
export function useOverviewKit() {
  const kit = useFunctionKit({ truncate: [...recordTables, 'calendar_events'] });
  const overview = (as: As = 'admin') => kit.call('dashboard', { action: 'get_overview' }, as);
  return { kit, overview };
}

let sequence = 0;

async function insertOne(q: Queryable, sql: string, params: unknown[]): Promise<string> {
  const [row] = await q.query<{ id: string }>(sql, params);
  if (!row) throw new Error('dashboard test data: no row');
  return row.id;
}

/** An ISO timestamp `minutes` before now. */
export const minutesAgo = (minutes: number): string =>
  new Date(Date.now() - minutes * 60_000).toISOString();

export async function insertLead(
  q: Queryable,
  lead: {
    name: string;
    company?: string | null;
    status?: string;
    score?: number;
    budget?: number | null;
    createdAt?: string;
  },
): Promise<string> {
  sequence += 1;
  return await insertOne(
    q,
    `INSERT INTO leads (name, email, company, source, status, score, budget, created_at)
     VALUES ($1, $2, $3, 'direct', $4, $5, $6, coalesce($7::timestamptz, now())) RETURNING id`,
    [
      lead.name,
      `lead-${sequence}@example.com`,
      lead.company ?? null,
      lead.status ?? 'new',
      lead.score ?? 0,
      lead.budget ?? null,
      lead.createdAt ?? null,
    ],
  );
}

export async function insertProposal(
  q: Queryable,
  proposal: {
    clientId?: string | null;
    leadId?: string | null;
    title: string;
    status: StoredProposalStatus;
    totalCents: number;
    validUntil?: string | null;
    sentAt?: string | null;
    decidedAt?: string | null;
  },
): Promise<string> {
  return await insertOne(
    q,
    `INSERT INTO proposals (client_id, lead_id, title, status, subtotal_cents, total_cents,
                            valid_until, sent_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8) RETURNING id`,
    [
      proposal.clientId ?? null,
      proposal.leadId ?? null,
      proposal.title,
      proposal.status,
      proposal.totalCents,
      proposal.validUntil ?? null,
      proposal.sentAt ?? null,
      proposal.decidedAt ?? null,
    ],
  );
}

export async function insertInvoice(
  q: Queryable,
  invoice: {
    clientId: string;
    status: StoredInvoiceStatus;
    dueDate: string;
    totalCents: number;
    paidCents?: number;
    sentAt?: string | null;
    paidAt?: string | null;
  },
): Promise<{ id: string; number: string | null }> {
  sequence += 1;
  const number = invoice.status === 'draft' ? null : `INV-T-${String(sequence).padStart(4, '0')}`;
  const id = await insertOne(
    q,
    `INSERT INTO invoices (number, number_year, number_sequence, client_id, subtotal_cents,
                          total_cents, amount_paid_cents, issue_date, due_date, status,
                          sent_at, paid_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      number,
      number ? 2026 : null,
      number ? sequence : null,
      invoice.clientId,
      invoice.totalCents,
      invoice.paidCents ?? 0,
      number ? '2026-01-01' : null,
      invoice.dueDate,
      invoice.status,
      invoice.sentAt ?? null,
      invoice.paidAt ?? null,
    ],
  );
  return { id, number };
}

export async function insertPayment(
  q: Queryable,
  payment: {
    amountCents: number;
    paymentDate: string;
    invoiceId?: string | null;
    clientId?: string | null;
    description?: string | null;
    createdAt?: string;
  },
): Promise<string> {
  return await insertOne(
    q,
    `INSERT INTO payments (amount_cents, payment_date, payment_method, invoice_id, client_id,
                          description, created_at)
     VALUES ($1, $2, 'bank_transfer', $3, $4, $5, coalesce($6::timestamptz, now()))
     RETURNING id`,
    [
      payment.amountCents,
      payment.paymentDate,
      payment.invoiceId ?? null,
      payment.clientId ?? null,
      payment.description ?? null,
      payment.createdAt ?? null,
    ],
  );
}

export async function insertEvent(
  q: Queryable,
  event: { title: string; date: string; time?: string; status?: string; projectId?: string },
): Promise<string> {
  return await insertOne(
    q,
    `INSERT INTO calendar_events (title, event_date, event_time, status, project_id)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      event.title,
      event.date,
      event.time ?? '10:00',
      event.status ?? 'scheduled',
      event.projectId ?? null,
    ],
  );
}
