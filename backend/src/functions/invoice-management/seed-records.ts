import type { Queryable } from '../../db/database.ts';

/** Tests only: clients, projects and leads inserted with plain SQL, as another module's would be. */

let counter = 0;

export async function seedClient(
  q: Queryable,
  values: { name?: string; company?: string | null; email?: string } = {},
): Promise<string> {
  counter += 1;
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO clients (name, company, email, address, tax_id)
     VALUES ($1, $2, $3, '1 Main Street', 'TAX-1') RETURNING id`,
    [
      values.name ?? 'Jane Doe',
      values.company === undefined ? 'Studio' : values.company,
      values.email ?? `client${counter}@example.com`,
    ],
  );
  if (!row) throw new Error('seedClient inserted nothing');
  return row.id;
}

export async function seedProject(
  q: Queryable,
  clientId: string,
  name = 'Shop redesign',
): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    'INSERT INTO projects (client_id, name) VALUES ($1, $2) RETURNING id',
    [clientId, name],
  );
  if (!row) throw new Error('seedProject inserted nothing');
  return row.id;
}

export async function seedLead(
  q: Queryable,
  values: { name?: string; email?: string; company?: string | null } = {},
): Promise<string> {
  counter += 1;
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO leads (name, email, company, source, status, score)
     VALUES ($1, $2, $3, 'direct', 'qualified', 0) RETURNING id`,
    [
      values.name ?? 'Lee Lead',
      values.email ?? `lead${counter}@example.com`,
      values.company ?? null,
    ],
  );
  if (!row) throw new Error('seedLead inserted nothing');
  return row.id;
}

/** A calendar day (UTC) `days` from today, as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The tables the record tests start without (users and their sessions stay). */
export const recordTables = [
  'payments',
  'invoice_items',
  'invoices',
  'invoice_number_sequences',
  'proposal_items',
  'proposals',
  'project_milestones',
  'project_members',
  'projects',
  'clients',
  'leads',
] as const;
