import type { Queryable } from './database.ts';

/** SQL of a proposal's one-visit flow: its references, its acceptance and where it stands. */

/** Which of the flow fields' references exist (ids already known to be UUIDs, or null). */
export async function findFlowReferences(
  q: Queryable,
  ids: {
    contractTemplateId: string | null;
    projectId: string | null;
    projectTemplateId: string | null;
  },
): Promise<{
  hasContractTemplate: boolean;
  projectClientId: string | null;
  hasProjectTemplate: boolean;
}> {
  const [row] = await q.query<{
    has_contract_template: boolean;
    project_client_id: string | null;
    has_project_template: boolean;
  }>(
    `SELECT EXISTS (SELECT 1 FROM contract_templates
                    WHERE id = $1::uuid AND archived_at IS NULL) AS has_contract_template,
            (SELECT client_id FROM projects WHERE id = $2::uuid) AS project_client_id,
            EXISTS (SELECT 1 FROM project_templates WHERE id = $3::uuid) AS has_project_template`,
    [ids.contractTemplateId, ids.projectId, ids.projectTemplateId],
  );
  return {
    hasContractTemplate: row?.has_contract_template ?? false,
    projectClientId: row?.project_client_id ?? null,
    hasProjectTemplate: row?.has_project_template ?? false,
  };
}

/** What accepting a proposal reads of its flow fields and amounts. */
export interface ProposalFlowTerms {
  id: string;
  title: string;
  summary: string | null;
  currency: string;
  total_cents: number;
  tax_rate_bp: number;
  contract_template_id: string | null;
  deposit_percent: number | null;
  deposit_cents: number | null;
  project_id: string | null;
  project_template_id: string | null;
}

export async function findProposalFlowTerms(q: Queryable, id: string): Promise<ProposalFlowTerms> {
  const [row] = await q.query<ProposalFlowTerms>(
    `SELECT id, title, summary, currency, total_cents, tax_rate_bp, contract_template_id,
            deposit_percent, deposit_cents, project_id, project_template_id
     FROM proposals WHERE id = $1`,
    [id],
  );
  if (!row) throw new Error(`Proposal ${id} vanished`);
  return row;
}

export interface AcceptanceEvidence {
  proposal_id: string;
  signature_type: 'typed' | 'drawn';
  signature_value: string;
  signed_name: string | null;
  consent_text: string;
  ip: string | null;
  user_agent: string | null;
  accepted_by: string | null;
}

/** The client's signed acceptance, written in the acceptance's transaction. */
export async function insertAcceptance(tx: Queryable, evidence: AcceptanceEvidence): Promise<void> {
  await tx.query(
    `INSERT INTO proposal_acceptances
       (proposal_id, signature_type, signature_value, signed_name, consent_text, ip, user_agent,
        accepted_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      evidence.proposal_id,
      evidence.signature_type,
      evidence.signature_value,
      evidence.signed_name,
      evidence.consent_text,
      evidence.ip,
      evidence.user_agent?.slice(0, 1000) ?? null,
      evidence.accepted_by,
    ],
  );
}

/** The contract and deposit invoice of an accepted proposal, as the portal's flow reads them. */
export interface ProposalFlowRecords {
  contract: { id: string; title: string; status: string } | null;
  /** Whether the contract's signer who is the client has signed. */
  client_signed: boolean;
  deposit_invoice: {
    id: string;
    invoice_number: string;
    total_cents: number;
    currency: string;
    status: string;
  } | null;
}

/**
 * In one query: the newest contract made from the proposal, whether the client's signer
 * (`clientEmail`, the client record's) signed it, and the proposal's deposit invoice.
 */
export async function findProposalFlowRecords(
  q: Queryable,
  proposalId: string,
): Promise<ProposalFlowRecords> {
  const [row] = await q.query<ProposalFlowRecords>(
    `SELECT
       (SELECT json_build_object('id', k.id, 'title', k.title, 'status', k.status)
        FROM contracts AS k WHERE k.proposal_id = p.id
        ORDER BY k.created_at DESC, k.id LIMIT 1) AS contract,
       coalesce((SELECT k.status = 'signed' OR EXISTS (
                   SELECT 1 FROM contract_signers AS s JOIN clients AS c ON c.id = k.client_id
                   WHERE s.contract_id = k.id AND s.email = lower(c.email)
                     AND s.status = 'signed')
                 FROM contracts AS k WHERE k.proposal_id = p.id
                 ORDER BY k.created_at DESC, k.id LIMIT 1), false) AS client_signed,
       (SELECT json_build_object('id', i.id, 'invoice_number', i.number,
                                 'total_cents', i.total_cents, 'currency', i.currency,
                                 'status', i.status)
        FROM invoices AS i WHERE i.deposit_for_proposal_id = p.id) AS deposit_invoice
     FROM proposals AS p WHERE p.id = $1`,
    [proposalId],
  );
  return {
    contract: row?.contract ?? null,
    client_signed: row?.client_signed ?? false,
    deposit_invoice: row?.deposit_invoice
      ? { ...row.deposit_invoice, total_cents: Number(row.deposit_invoice.total_cents) }
      : null,
  };
}

/**
 * The proposal a deposit invoice was issued for, with whether that proposal's contract is
 * still waiting for the client's signature (pay_invoice refuses the deposit until then).
 */
export async function depositAwaitingSignature(q: Queryable, invoiceId: string): Promise<boolean> {
  const [row] = await q.query<{ waiting: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM invoices AS i
       JOIN contracts AS k ON k.proposal_id = i.deposit_for_proposal_id
       JOIN clients AS c ON c.id = k.client_id
       WHERE i.id = $1 AND k.status <> 'cancelled'
         AND k.status <> 'signed'
         AND NOT EXISTS (SELECT 1 FROM contract_signers AS s
                         WHERE s.contract_id = k.id AND s.email = lower(c.email)
                           AND s.status = 'signed')) AS waiting`,
    [invoiceId],
  );
  return row?.waiting ?? false;
}

/** Marks an invoice as the deposit of the proposal (the flow and pay_invoice read it). */
export async function markProposalDeposit(
  tx: Queryable,
  invoiceId: string,
  proposalId: string,
): Promise<void> {
  await tx.query('UPDATE invoices SET deposit_for_proposal_id = $2 WHERE id = $1', [
    invoiceId,
    proposalId,
  ]);
}

/**
 * The project's proposal deposit invoice that no invoicing rule has taken as its own deposit
 * yet (a percentage rule's deposit step counts it instead of charging again), if any.
 */
export async function findUnclaimedProposalDeposit(
  q: Queryable,
  projectId: string,
): Promise<{ id: string; total_cents: number } | undefined> {
  const [row] = await q.query<{ id: string; total_cents: number }>(
    `SELECT i.id, i.total_cents FROM invoices AS i
     WHERE i.project_id = $1 AND i.deposit_for_proposal_id IS NOT NULL
       AND i.status <> 'cancelled'
       AND NOT EXISTS (SELECT 1 FROM invoice_generations AS g WHERE g.invoice_id = i.id)
     ORDER BY i.created_at LIMIT 1`,
    [projectId],
  );
  return row ? { id: row.id, total_cents: Number(row.total_cents) } : undefined;
}

/** A project's client and dates, for linking it to a proposal and filling its contract. */
export async function findProjectForProposal(
  q: Queryable,
  projectId: string,
): Promise<{ client_id: string; start_date: string | null; due_date: string | null } | undefined> {
  const [row] = await q.query<{
    client_id: string;
    start_date: string | null;
    due_date: string | null;
  }>(
    `SELECT client_id, to_char(start_date, 'YYYY-MM-DD') AS start_date,
            to_char(due_date, 'YYYY-MM-DD') AS due_date
     FROM projects WHERE id = $1`,
    [projectId],
  );
  return row;
}
