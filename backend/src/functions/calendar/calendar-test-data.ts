import type { StoredInvoiceStatus } from '@atelier/shared/records';
import type { Queryable } from '../../db/database.ts';

/**
 * Tests only: the clients, projects, milestones and invoices the calendar reads, written
 * straight to the tables so the calendar tests do not depend on the other functions.
 */

let sequence = 0;

async function insertOne(q: Queryable, sql: string, params: unknown[]): Promise<string> {
  const [row] = await q.query<{ id: string }>(sql, params);
  if (!row) throw new Error('calendar test data: no row');
  return row.id;
}

export async function insertTestClient(
  q: Queryable,
  client: { name: string; company?: string | null },
): Promise<string> {
  sequence += 1;
  return await insertOne(
    q,
    'INSERT INTO clients (name, company, email) VALUES ($1, $2, $3) RETURNING id',
    [client.name, client.company ?? null, `client-${sequence}@example.com`],
  );
}

export async function insertTestProject(
  q: Queryable,
  project: { clientId: string; name: string; status?: string },
): Promise<string> {
  return await insertOne(
    q,
    'INSERT INTO projects (client_id, name, status) VALUES ($1, $2, $3) RETURNING id',
    [project.clientId, project.name, project.status ?? 'in_progress'],
  );
}

export async function insertTestMilestone(
  q: Queryable,
  milestone: { projectId: string; name: string; dueDate: string | null; isDone?: boolean },
): Promise<string> {
  sequence += 1;
  return await insertOne(
    q,
    `INSERT INTO project_milestones (project_id, position, name, due_date, is_done)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [milestone.projectId, sequence, milestone.name, milestone.dueDate, milestone.isDone ?? false],
  );
}

export async function insertTestInvoice(
  q: Queryable,
  invoice: {
    clientId: string;
    projectId?: string | null;
    number: string;
    dueDate: string;
    status: StoredInvoiceStatus;
  },
): Promise<string> {
  sequence += 1;
  const isIssued = invoice.status !== 'draft';
  return await insertOne(
    q,
    `INSERT INTO invoices (number, number_year, number_sequence, client_id, project_id,
                          subtotal_cents, total_cents, issue_date, due_date, status)
     VALUES ($1, $2, $3, $4, $5, 1000, 1000, $6, $7, $8) RETURNING id`,
    [
      isIssued ? invoice.number : null,
      isIssued ? 2026 : null,
      isIssued ? sequence : null,
      invoice.clientId,
      invoice.projectId ?? null,
      isIssued ? '2026-01-01' : null,
      invoice.dueDate,
      invoice.status,
    ],
  );
}
