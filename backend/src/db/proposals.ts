import type { Proposal, ProposalColumns, ProposalSortColumn } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { escapeLike, insertWithCreator, sqlParams, updateColumns } from './sql.ts';

/** The line items of a document as one JSON array, in order. */
const itemParent = {
  proposal_items: 'proposal_id',
  invoice_items: 'invoice_id',
  credit_note_items: 'credit_note_id',
} as const;

export const itemsJsonSql = (table: keyof typeof itemParent, parent: string) => {
  const key = itemParent[table];
  return `coalesce((
      SELECT json_agg(json_build_object(
               'id', item.id, 'position', item.position, 'description', item.description,
               'quantity', item.quantity, 'unit_price_cents', item.unit_price_cents,
               'amount_cents', item.amount_cents) ORDER BY item.position)
      FROM ${table} AS item WHERE item.${key} = ${parent}.id), '[]'::json)`;
};

const isoTimestamp = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Proposals as they read: a sent one past its valid-until date (the agency's day) is expired. */
const proposalStates = `(
  SELECT p.*,
         CASE WHEN p.status = 'sent' AND p.valid_until < (SELECT agency_today()) THEN 'expired'
              ELSE p.status END AS effective_status
  FROM proposals AS p) AS p`;

const proposalSelect = `
  SELECT p.id, p.client_id, p.lead_id, p.title, p.summary, p.currency, p.discount_cents,
         p.tax_rate_bp, p.subtotal_cents, p.tax_cents, p.total_cents, p.valid_until,
         p.effective_status AS status, p.sent_at, p.decided_at, p.decline_reason, p.created_at,
         p.updated_at, p.cover_image_id,
         ${itemsJsonSql('proposal_items', 'p')} AS items,
         (SELECT json_build_object('name', c.name, 'company', c.company)
          FROM clients AS c WHERE c.id = p.client_id) AS clients,
         (SELECT json_build_object('name', l.name, 'company', l.company, 'email', l.email)
          FROM leads AS l WHERE l.id = p.lead_id) AS leads,
         coalesce(p.project_id,
                  (SELECT pr.id FROM projects AS pr WHERE pr.proposal_id = p.id)) AS project_id,
         p.contract_template_id, p.deposit_percent, p.deposit_cents, p.project_template_id,
         (SELECT json_build_object(
                   'signature_type', a.signature_type, 'signed_name', a.signed_name,
                   'consent_text', a.consent_text, 'ip', a.ip, 'user_agent', a.user_agent,
                   'accepted_at', ${isoTimestamp('a.accepted_at')})
          FROM proposal_acceptances AS a WHERE a.proposal_id = p.id) AS acceptance
  FROM ${proposalStates}`;

export async function findProposal(q: Queryable, id: string): Promise<Proposal | undefined> {
  const [row] = await q.query<Proposal>(`${proposalSelect} WHERE p.id = $1`, [id]);
  return row;
}

/** A proposal's state as it reads, the row locked until the transaction ends. */
export type LockedProposal = Pick<Proposal, 'id' | 'status' | 'client_id' | 'lead_id'> & {
  /** valid_until is before today (UTC), whatever the status. */
  is_past_validity: boolean;
};

export async function lockProposal(tx: Queryable, id: string): Promise<LockedProposal | undefined> {
  const [row] = await tx.query<LockedProposal>(
    `SELECT id, client_id, lead_id,
            CASE WHEN status = 'sent' AND valid_until < (SELECT agency_today()) THEN 'expired'
                 ELSE status END AS status,
            coalesce(valid_until < (SELECT agency_today()), false) AS is_past_validity
     FROM proposals WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

/** The columns create and update write; totals come from the server's computation. */
export type ProposalValues = ProposalColumns;

const writableColumns = [
  'client_id',
  'lead_id',
  'title',
  'summary',
  'currency',
  'discount_cents',
  'tax_rate_bp',
  'subtotal_cents',
  'tax_cents',
  'total_cents',
  'valid_until',
  'cover_image_id',
  'contract_template_id',
  'deposit_percent',
  'deposit_cents',
  'project_id',
  'project_template_id',
] as const satisfies readonly (keyof ProposalValues)[];

export async function insertProposal(
  tx: Queryable,
  values: ProposalValues,
  createdBy: string | null,
): Promise<string> {
  return await insertWithCreator(tx, 'proposals', writableColumns, values, createdBy);
}

export async function updateProposal(
  tx: Queryable,
  id: string,
  values: ProposalValues,
): Promise<void> {
  await updateColumns(tx, 'proposals', id, writableColumns, values);
}

/** The stored row (items aside) that an update starts from. */
export async function findProposalValues(
  tx: Queryable,
  id: string,
): Promise<(ProposalValues & { status: string }) | undefined> {
  const [row] = await tx.query<ProposalValues & { status: string }>(
    `SELECT ${writableColumns.join(', ')}, status FROM proposals WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

export async function deleteProposal(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM proposals WHERE id = $1', [id]);
}

/** Moves a proposal to a stored status, stamping the date that goes with it. */
export async function setProposalStatus(
  tx: Queryable,
  id: string,
  status: 'sent' | 'accepted' | 'declined',
  changes: { clientId?: string; declineReason?: string | null } = {},
): Promise<void> {
  const stamp = status === 'sent' ? 'sent_at' : 'decided_at';
  await tx.query(
    `UPDATE proposals SET status = $2, ${stamp} = now(), updated_at = now(),
            client_id = coalesce($3, client_id),
            decline_reason = CASE WHEN $2 = 'declined' THEN $4 ELSE decline_reason END
     WHERE id = $1`,
    [id, status, changes.clientId ?? null, changes.declineReason ?? null],
  );
}

export interface ProposalListQuery {
  statuses?: readonly string[] | undefined;
  clientId?: string | undefined;
  /** Part of the title, or of the client's or the lead's name, any case. */
  search?: string | undefined;
  sort: ProposalSortColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const proposalSortExpression: Record<ProposalSortColumn, string> = {
  created_at: 'p.created_at',
  total_cents: 'p.total_cents',
  valid_until: 'p.valid_until',
  title: 'lower(p.title)',
};

export async function listProposals(
  q: Queryable,
  query: ProposalListQuery,
): Promise<{ rows: Proposal[]; total: number }> {
  const { params, param } = sqlParams();
  const where: string[] = [];
  if (query.statuses?.length) {
    where.push(`p.effective_status = ANY(${param(query.statuses)}::text[])`);
  }
  if (query.clientId) where.push(`p.client_id = ${param(query.clientId)}::uuid`);
  if (query.search) {
    const pattern = param(`%${escapeLike(query.search)}%`);
    where.push(`(p.title ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM clients AS c WHERE c.id = p.client_id AND c.name ILIKE ${pattern})
      OR EXISTS (SELECT 1 FROM leads AS l WHERE l.id = p.lead_id AND l.name ILIKE ${pattern}))`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [counted] = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM ${proposalStates} ${whereSql}`,
    params,
  );
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  // Proposals without a valid-until date go last either way; id keeps pages stable.
  const rows = await q.query<Proposal>(
    `${proposalSelect} ${whereSql}
     ORDER BY ${proposalSortExpression[query.sort]} ${direction} NULLS LAST, p.id ${direction}
     LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
    params,
  );
  return { rows, total: counted?.total ?? 0 };
}

/** Whether a client and a lead exist (ids already known to be UUIDs), for the reference checks. */
export async function findRecipients(
  q: Queryable,
  ids: { clientId: string | null; leadId: string | null },
): Promise<{ hasClient: boolean; hasLead: boolean }> {
  const [row] = await q.query<{ has_client: boolean; has_lead: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM clients WHERE id = $1::uuid) AS has_client,
            EXISTS (SELECT 1 FROM leads WHERE id = $2::uuid) AS has_lead`,
    [ids.clientId, ids.leadId],
  );
  return { hasClient: row?.has_client ?? false, hasLead: row?.has_lead ?? false };
}

/** A proposal's lines with their amounts, in order (the milestones of its project). */
export function listProposalLines(
  q: Queryable,
  id: string,
): Promise<{ description: string; amount_cents: number }[]> {
  return q.query<{ description: string; amount_cents: number }>(
    'SELECT description, amount_cents FROM proposal_items WHERE proposal_id = $1 ORDER BY position',
    [id],
  );
}

/** What acceptance copies into the project. */
export async function findProposalTerms(
  q: Queryable,
  id: string,
): Promise<{ title: string; summary: string | null; net_cents: number; currency: string }> {
  // net_cents: the price before tax (subtotal less discount); the invoices add the tax.
  const [row] = await q.query<{
    title: string;
    summary: string | null;
    net_cents: number;
    currency: string;
  }>(
    'SELECT title, summary, total_cents - tax_cents AS net_cents, currency FROM proposals WHERE id = $1',
    [id],
  );
  if (!row) throw new Error(`Proposal ${id} vanished`);
  return row;
}
