import type {
  Contract,
  ContractAuditEntry,
  ContractAuditEvent,
  ContractClause,
  ContractSigner,
  ContractStatus,
  ContractSummary,
  SigningOrder,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

export type { Contract, ContractSummary };

/** What create_contract and update_contract write (the text already filled). */
export interface ContractFields {
  title: string;
  value_cents: number | null;
  body: ContractClause[];
  variables: Record<string, string>;
  signing_order: SigningOrder;
  expires_at: string | null;
}

export interface NewContractRow extends ContractFields {
  client_id: string;
  project_id: string | null;
  template_id: string;
  currency: string;
}

/** What insertContract writes: a contract made from an accepted proposal names it. */
export interface InsertedContractRow extends NewContractRow {
  proposal_id?: string | null;
}

export interface SignerFields {
  name: string;
  email: string;
  role: string | null;
  position: number;
}

export interface AuditEntry {
  contract_id: string;
  signer_id?: string | null;
  event: ContractAuditEvent;
  actor: string;
  ip: string | null;
  user_agent: string | null;
  details?: Record<string, unknown>;
}

// The row is the wire shape: `value` is the stored value_cents.
const summarySelect = `
  SELECT k.id, k.title, k.client_id, c.name AS client_name, k.project_id,
         p.name AS project_name, k.template_id, k.proposal_id, k.value_cents AS value,
         k.currency, k.status, k.signing_order, k.expires_at, k.sent_at, k.signed_at,
         k.cancelled_at, k.declined_reason, k.original_sha256, k.final_sha256, k.created_at,
         k.updated_at`;
const fromContracts = `
  FROM contracts k
  JOIN clients c ON c.id = k.client_id
  LEFT JOIN projects p ON p.id = k.project_id`;

// Never token_hash, signature_value, ip or user_agent: the agency's screens show the state.
const signerSelect = `
  SELECT id, contract_id, name, email, role, position, status, status = 'signed' AS signed,
         sent_at, viewed_at, signed_at, declined_at, decline_reason, signature_type,
         reminders_sent, last_reminded_at
  FROM contract_signers`;

type SignerRow = ContractSigner & { contract_id: string };

async function signersOf(
  q: Queryable,
  ids: readonly string[],
): Promise<Map<string, ContractSigner[]>> {
  const rows = await q.query<SignerRow>(
    `${signerSelect} WHERE contract_id = ANY($1::uuid[]) ORDER BY position, lower(email)`,
    [ids],
  );
  const byContract = new Map<string, ContractSigner[]>(ids.map((id) => [id, []]));
  for (const { contract_id, ...signer } of rows) byContract.get(contract_id)?.push(signer);
  return byContract;
}

export async function insertContract(
  tx: Queryable,
  row: InsertedContractRow,
  createdBy: string,
): Promise<string> {
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO contracts (title, client_id, project_id, template_id, value_cents, currency,
                            body, variables, signing_order, expires_at, created_by, proposal_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10,
             (SELECT id FROM users WHERE id = $11), $12)
     RETURNING id`,
    [
      row.title,
      row.client_id,
      row.project_id,
      row.template_id,
      row.value_cents,
      row.currency,
      JSON.stringify(row.body),
      JSON.stringify(row.variables),
      row.signing_order,
      row.expires_at,
      createdBy,
      row.proposal_id ?? null,
    ],
  );
  if (!inserted) throw new Error('INSERT INTO contracts returned no row');
  return inserted.id;
}

export async function updateContractFields(
  tx: Queryable,
  id: string,
  fields: ContractFields,
): Promise<void> {
  await tx.query(
    `UPDATE contracts
     SET title = $2, value_cents = $3, body = $4::jsonb, variables = $5::jsonb,
         signing_order = $6, expires_at = $7, updated_at = now()
     WHERE id = $1`,
    [
      id,
      fields.title,
      fields.value_cents,
      JSON.stringify(fields.body),
      JSON.stringify(fields.variables),
      fields.signing_order,
      fields.expires_at,
    ],
  );
}

/** A draft's signers, replaced as a whole (a draft has no links yet, nor audit of them). */
export async function replaceSigners(
  tx: Queryable,
  contractId: string,
  signers: readonly SignerFields[],
): Promise<void> {
  await tx.query('DELETE FROM contract_signers WHERE contract_id = $1', [contractId]);
  await tx.query(
    `INSERT INTO contract_signers (contract_id, name, email, role, position)
     SELECT $1, name, email, role, position
     FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) AS s (name, email, role, position)`,
    [
      contractId,
      signers.map((s) => s.name),
      signers.map((s) => s.email),
      signers.map((s) => s.role),
      signers.map((s) => s.position),
    ],
  );
}

/** The contract's stored fields, locked for a change when asked; undefined when none. */
export async function findContractRow(
  q: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<(NewContractRow & { status: ContractStatus }) | undefined> {
  const [row] = await q.query<NewContractRow & { status: ContractStatus }>(
    `SELECT title, client_id, project_id, template_id, value_cents, currency, body, variables,
            signing_order, expires_at, status
     FROM contracts WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

/** The contract as get_contract answers it: with its text, signatories and audit trail. */
export async function findContract(q: Queryable, id: string): Promise<Contract | undefined> {
  const [row] = await q.query<Omit<Contract, 'signatories' | 'audit'>>(
    `${summarySelect}, k.body, k.variables ${fromContracts} WHERE k.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const signatories = (await signersOf(q, [id])).get(id) ?? [];
  const audit = await q.query<ContractAuditEntry>(
    `SELECT id, signer_id, event, actor, ip, user_agent, details, at
     FROM contract_audit WHERE contract_id = $1 ORDER BY at, id`,
    [id],
  );
  return { ...row, signatories, audit };
}

export interface ContractQuery {
  status: ContractStatus | undefined;
  client_id: string | undefined;
  limit: number;
  offset: number;
}

/** Newest first, with their signatories. */
export async function listContracts(
  q: Queryable,
  query: ContractQuery,
): Promise<{ rows: ContractSummary[]; total: number }> {
  const filter = `WHERE ($1::text IS NULL OR k.status = $1) AND ($2::uuid IS NULL OR k.client_id = $2)`;
  const params = [query.status ?? null, query.client_id ?? null];
  const rows = await q.query<Omit<ContractSummary, 'signatories'>>(
    `${summarySelect} ${fromContracts} ${filter}
     ORDER BY k.created_at DESC, k.id LIMIT $3 OFFSET $4`,
    [...params, query.limit, query.offset],
  );
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM contracts k ${filter}`,
    params,
  );
  const signers = await signersOf(
    q,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({ ...row, signatories: signers.get(row.id) ?? [] })),
    total: count?.total ?? 0,
  };
}

/** Draft or sent → cancelled; false when the contract was in another state. */
export async function cancelContract(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE contracts SET status = 'cancelled', cancelled_at = now(), updated_at = now()
     WHERE id = $1 AND status IN ('draft', 'sent') RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Appends one entry to the audit trail (the table refuses any change to it afterwards). */
export async function appendAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO contract_audit (contract_id, signer_id, event, actor, ip, user_agent, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      entry.contract_id,
      entry.signer_id ?? null,
      entry.event,
      entry.actor.slice(0, 500),
      entry.ip,
      entry.user_agent?.slice(0, 1000) ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
  );
}

/** How an admin is named in the audit trail: their e-mail, or their id once deleted. */
export async function adminActor(q: Queryable, userId: string): Promise<string> {
  const [row] = await q.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return row ? `admin ${row.email}` : `admin ${userId}`;
}

/** The client's values for a contract's variables and currency. */
export async function clientForContract(
  q: Queryable,
  id: string,
): Promise<
  | { name: string; company: string | null; email: string; currency: string; language: string }
  | undefined
> {
  const [row] = await q.query<{
    name: string;
    company: string | null;
    email: string;
    currency: string;
    language: string;
  }>('SELECT name, company, email, currency, language FROM clients WHERE id = $1', [id]);
  return row;
}

/** The project a contract is for, if any (read when it completes). */
export async function contractProjectId(q: Queryable, id: string): Promise<string | null> {
  const [row] = await q.query<{ project_id: string | null }>(
    'SELECT project_id FROM contracts WHERE id = $1',
    [id],
  );
  return row?.project_id ?? null;
}

/** The project's name and whose it is. */
export async function projectForContract(
  q: Queryable,
  id: string,
): Promise<{ name: string; client_id: string } | undefined> {
  const [row] = await q.query<{ name: string; client_id: string }>(
    'SELECT name, client_id FROM projects WHERE id = $1',
    [id],
  );
  return row;
}

/** The seal recorded when a contract was completed (its `completed` audit entry), if any. */
export async function findContractSeal(
  q: Queryable,
  contractId: string,
): Promise<{
  sealed_by: string;
  sealed_at: string;
  fingerprint: string;
  timestamped: boolean;
} | null> {
  const [row] = await q.query<{ details: Record<string, unknown>; at: string | Date }>(
    `SELECT details, at FROM contract_audit
      WHERE contract_id = $1 AND event = 'completed'
      ORDER BY at DESC LIMIT 1`,
    [contractId],
  );
  const { sealed_by: by, seal_fingerprint: fingerprint, timestamp } = row?.details ?? {};
  if (!row || typeof by !== 'string' || typeof fingerprint !== 'string') return null;
  return {
    sealed_by: by,
    sealed_at: new Date(row.at).toISOString(),
    fingerprint,
    timestamped: timestamp === 'added',
  };
}
