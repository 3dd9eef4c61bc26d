import type {
  Invoice,
  PortalPayment,
  PortalProjectSummary,
  Proposal,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { findInvoice, listInvoices } from './invoices.ts';
import { findProposal, listProposals } from './proposals.ts';

/**
 * What the client portal reads of the records (docs/portal.md). Every query takes the client
 * the server resolved for the caller and reads only that client's rows: a record of another
 * client answers exactly as an unknown one (undefined), so the portal cannot confirm it exists.
 */

/** A portal project row before its progress is computed from the milestones. */
export type PortalProjectRow = Omit<PortalProjectSummary, 'progress'> & {
  description: string | null;
};

const portalProjectSelect = `
  SELECT p.id, p.name, p.description, p.status, p.start_date, p.due_date,
         (SELECT json_build_object('id', m.id, 'name', m.name, 'due_date', m.due_date)
          FROM project_milestones m WHERE m.project_id = p.id AND NOT m.is_done
          ORDER BY m.position LIMIT 1) AS next_milestone,
         (SELECT count(*) FROM project_deliverables d
          WHERE d.project_id = p.id AND d.status = 'awaiting_approval') AS deliverables_awaiting
  FROM projects p`;

/** The client's projects, newest first. */
export async function listClientProjects(
  q: Queryable,
  clientId: string,
): Promise<PortalProjectRow[]> {
  return await q.query<PortalProjectRow>(
    `${portalProjectSelect} WHERE p.client_id = $1 ORDER BY p.created_at DESC, p.id DESC`,
    [clientId],
  );
}

export async function findClientProject(
  q: Queryable,
  clientId: string,
  id: string,
): Promise<PortalProjectRow | undefined> {
  const [row] = await q.query<PortalProjectRow>(
    `${portalProjectSelect} WHERE p.id = $1 AND p.client_id = $2`,
    [id, clientId],
  );
  return row;
}

/** What the client has been sent: every status but draft (`expired` derived as usual). */
const sentProposalStatuses = ['sent', 'expired', 'accepted', 'declined'];

/** The client's sent proposals, newest first (at most 200). */
export async function listClientProposals(q: Queryable, clientId: string): Promise<Proposal[]> {
  const { rows } = await listProposals(q, {
    clientId,
    statuses: sentProposalStatuses,
    sort: 'created_at',
    order: 'desc',
    limit: 200,
    offset: 0,
  });
  return rows;
}

/** One of the client's sent proposals; a draft or another client's is undefined. */
export async function findClientProposal(
  q: Queryable,
  clientId: string,
  id: string,
): Promise<Proposal | undefined> {
  const proposal = await findProposal(q, id);
  return proposal?.client_id === clientId && proposal.status !== 'draft' ? proposal : undefined;
}

/** Issued invoices: every status but draft. */
const issuedInvoiceStatuses = ['sent', 'overdue', 'credited', 'paid', 'cancelled'];

/** The client's issued invoices, newest first (at most 200). */
export async function listClientInvoices(q: Queryable, clientId: string): Promise<Invoice[]> {
  const { rows } = await listInvoices(q, {
    clientId,
    statuses: issuedInvoiceStatuses,
    sort: 'created_at',
    order: 'desc',
    limit: 200,
    offset: 0,
  });
  return rows;
}

/** One of the client's issued invoices; a draft or another client's is undefined. */
export async function findClientInvoice(
  q: Queryable,
  clientId: string,
  id: string,
): Promise<Invoice | undefined> {
  const invoice = await findInvoice(q, id);
  return invoice?.client_id === clientId && invoice.status !== 'draft' ? invoice : undefined;
}

/** The payments on an invoice, oldest first. */
export async function listInvoicePayments(
  q: Queryable,
  invoiceId: string,
): Promise<PortalPayment[]> {
  return await q.query<PortalPayment>(
    `SELECT id, payment_date, amount_cents, currency, payment_method
     FROM payments WHERE invoice_id = $1 ORDER BY payment_date, created_at, id`,
    [invoiceId],
  );
}
