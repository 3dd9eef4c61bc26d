import type { ClientFields, Client as ClientRow, ClientSortColumn } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { escapeLike, sqlParams, updateColumns } from './sql.ts';

export const writableClientColumns = [
  'name',
  'email',
  'company',
  'phone',
  'address',
  'tax_id',
  'notes',
  'status',
  'user_id',
  'language',
] as const satisfies readonly (keyof ClientFields)[];

const clientSelect = `
  SELECT c.id, c.name, c.company, c.email, c.phone, c.address, c.tax_id, c.notes, c.status,
         c.language, c.currency, c.user_id, c.lead_id, c.created_at, c.updated_at,
         (SELECT count(*) FROM projects p WHERE p.client_id = c.id) AS project_count,
         b.invoiced_cents, b.paid_cents, b.balance_cents,
         json_build_object(
           'status', CASE
             WHEN c.user_id IS NOT NULL AND c.portal_invited_at IS NOT NULL
                  AND (pu.last_sign_in_at IS NULL OR pu.last_sign_in_at < c.portal_invited_at)
               THEN 'invited'
             WHEN c.user_id IS NOT NULL THEN 'active'
             WHEN c.portal_revoked_at IS NOT NULL THEN 'revoked'
             ELSE 'none' END,
           'invited_at',
             to_char(c.portal_invited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'email', pu.email) AS portal
  FROM clients c
  JOIN client_balances b ON b.client_id = c.id
  LEFT JOIN users pu ON pu.id = c.user_id`;

export async function findClient(q: Queryable, id: string): Promise<ClientRow | undefined> {
  const [row] = await q.query<ClientRow>(`${clientSelect} WHERE c.id = $1`, [id]);
  return row;
}

/** Locks the client row until the transaction ends; false when there is none. */
export async function lockClient(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query('SELECT id FROM clients WHERE id = $1 FOR UPDATE', [id]);
  return rows.length > 0;
}

export async function clientExists(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM clients WHERE id = $1', [id]);
  return rows.length > 0;
}

/** The client holding this e-mail, other than `exceptId`. */
export async function clientIdByEmail(
  q: Queryable,
  email: string,
  exceptId: string | null = null,
): Promise<string | undefined> {
  const [row] = await q.query<{ id: string }>(
    'SELECT id FROM clients WHERE email = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)',
    [email, exceptId],
  );
  return row?.id;
}

/** Why a portal account cannot be this client's, or null when it can. */
export async function portalAccountProblem(
  q: Queryable,
  userId: string,
  clientId: string | null,
): Promise<'missing' | 'not_client' | 'taken' | null> {
  const [row] = await q.query<{ role: string; other_client: string | null }>(
    `SELECT u.role,
            (SELECT c.id FROM clients c
             WHERE c.user_id = u.id AND ($2::uuid IS NULL OR c.id <> $2::uuid)) AS other_client
     FROM users u WHERE u.id = $1`,
    [userId, clientId],
  );
  if (!row) return 'missing';
  if (row.role !== 'client') return 'not_client';
  return row.other_client ? 'taken' : null;
}

export async function insertClient(
  tx: Queryable,
  fields: ClientFields,
  extra: { currency: string; lead_id: string | null },
): Promise<{ id: string }> {
  const columns = [...writableClientColumns, 'currency', 'lead_id'];
  const values = [
    ...writableClientColumns.map((column) => fields[column]),
    extra.currency,
    extra.lead_id,
  ];
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO clients (${columns.join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    values,
  );
  if (!row) throw new Error('INSERT INTO clients returned no row');
  return row;
}

export async function updateClient(tx: Queryable, id: string, fields: ClientFields): Promise<void> {
  await updateColumns(tx, 'clients', id, writableClientColumns, fields);
}

/** How many records would lose their client if it went: any keeps it from being deleted. */
type ClientDependants = {
  projects: number;
  proposals: number;
  invoices: number;
  payments: number;
  contracts: number;
};

/** How many records would lose their client if it went. */
export async function clientDependants(q: Queryable, id: string): Promise<ClientDependants> {
  const [row] = await q.query<ClientDependants>(
    `SELECT (SELECT count(*) FROM projects WHERE client_id = $1) AS projects,
            (SELECT count(*) FROM proposals WHERE client_id = $1) AS proposals,
            (SELECT count(*) FROM invoices WHERE client_id = $1) AS invoices,
            (SELECT count(*) FROM payments WHERE client_id = $1) AS payments,
            (SELECT count(*) FROM contracts WHERE client_id = $1) AS contracts`,
    [id],
  );
  return row ?? { projects: 0, proposals: 0, invoices: 0, payments: 0, contracts: 0 };
}

export async function deleteClient(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM clients WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

export interface ClientListQuery {
  /** Part of the name, company or e-mail, any case. */
  search?: string | undefined;
  statuses?: readonly string[] | undefined;
  sort: ClientSortColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const clientSortExpression: Record<ClientSortColumn, string> = {
  created_at: 'c.created_at',
  name: 'lower(c.name)',
  balance_cents: 'b.balance_cents',
};

/** One page of clients and the number matching the filters. */
export async function listClients(
  q: Queryable,
  query: ClientListQuery,
): Promise<{ rows: ClientRow[]; total: number }> {
  const { params, param } = sqlParams();
  const where: string[] = [];
  if (query.statuses?.length) where.push(`c.status = ANY(${param(query.statuses)}::text[])`);
  if (query.search) {
    const pattern = param(`%${escapeLike(query.search)}%`);
    where.push(
      `(c.name ILIKE ${pattern} OR c.company ILIKE ${pattern} OR c.email ILIKE ${pattern})`,
    );
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [counted] = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM clients c ${whereSql}`,
    params,
  );
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  // id breaks ties so pages stay stable between requests.
  const rows = await q.query<ClientRow>(
    `${clientSelect} ${whereSql}
     ORDER BY ${clientSortExpression[query.sort]} ${direction}, c.id ${direction}
     LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
    params,
  );
  return { rows, total: counted?.total ?? 0 };
}
