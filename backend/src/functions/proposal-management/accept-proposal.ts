import { proposalManagement } from '@atelier/shared/actions';
import { acceptProposalInput, PROPOSAL_FLOW_MESSAGES } from '@atelier/shared/contract';
import { PROJECT_LIMITS } from '@atelier/shared/records';
import type { z } from 'zod';
import { agencyToday } from '../../db/agency-time.ts';
import { adminActor } from '../../db/contracts.ts';
import type { Queryable } from '../../db/database.ts';
import { findLead } from '../../db/leads.ts';
import { findTemplate, type ProjectTemplate } from '../../db/project-templates.ts';
import type { NewMilestone } from '../../db/projects.ts';
import { insertProject } from '../../db/projects.ts';
import {
  findProjectForProposal,
  findProposalFlowTerms,
  type ProposalFlowTerms,
} from '../../db/proposal-flow.ts';
import {
  findProposalTerms,
  type LockedProposal,
  listProposalLines,
  lockProposal,
  setProposalStatus,
} from '../../db/proposals.ts';
import { AppError, conflict, fieldFailure } from '../../errors.ts';
import { findClientView } from '../client-management/client-view.ts';
import { convertLeadToClient } from '../client-management/convert-lead-to-client.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { sendDraftContract } from '../contracts/send-contract.ts';
import { sharePercentages } from '../line-items.ts';
import { notifyProposalAccepted } from '../notifications-system/events.ts';
import { findProjectView } from '../project-management/project-view.ts';
import {
  attachTemplateRule,
  insertProjectFromTemplate,
} from '../project-templates/use-template.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { type ContractAuthor, createProposalContract } from './proposal-contract.ts';
import { issueProposalDeposit } from './proposal-deposit.ts';
import { findProposalView, proposalNotFound } from './proposal-view.ts';

export { acceptProposalInput };

export type ProjectOptions = NonNullable<z.output<typeof acceptProposalInput>['project']>;

const refusals: Record<string, string> = {
  draft: 'A draft proposal cannot be accepted; send it first',
  accepted: 'This proposal was already accepted',
  declined: 'A declined proposal cannot be accepted; write a new one',
  expired: 'This proposal has expired; write a new one with a later valid-until date',
};

/**
 * The agency records the client's yes, all in one transaction (carryOutAcceptance): a lead
 * becomes a client, the project, the contract and the deposit invoice are made, and the
 * proposal is marked accepted; any failure leaves everything as it was. The contract is then
 * sent, its link e-mailed to the client.
 */
export const acceptProposal = implement(proposalManagement.actions.accept_proposal, {
  handler: async ({ id, project: options = {} }, { db, caller, request, auth, storage }) => {
    if (!isUuid(id)) throw proposalNotFound();
    const by: AcceptedBy = {
      userId: caller.userId,
      actor: await adminActor(db, caller.userId),
      ip: request.ip,
      userAgent: request.userAgent,
    };
    const { projectId, clientId, contractId } = await db.transaction(async (tx) => {
      const proposal = await lockProposal(tx, id);
      if (!proposal) throw proposalNotFound();
      const refusal = refusals[proposal.status];
      if (refusal) throw conflict('proposal_not_acceptable', refusal, { status: proposal.status });
      return await carryOutAcceptance(tx, proposal, options, by);
    });
    // The client was not there: their contract link goes by e-mail, as send_contract sends it.
    if (contractId) {
      await sendDraftContract(db, storage, contractId, {
        ...by,
        siteUrl: auth.settings.siteUrl,
        delivery: 'email',
      });
    }
    const [proposal, project, client] = [
      readBack(await findProposalView(db, id), `Proposal ${id}`),
      readBack(await findProjectView(db, projectId), `Project ${projectId}`),
      readBack(await findClientView(db, clientId), `Client ${clientId}`),
    ];
    return { proposal, project, client };
  },
});

/** Who accepts: the user, and how the contracts' audit trail names them. */
export type AcceptedBy = ContractAuthor;

/**
 * Accepting a proposal already locked and found acceptable, in the caller's transaction (the
 * admin's accept_proposal and the portal's respond_to_proposal): the lead becomes a client;
 * the project is the proposal's named project (linked, never a second one), else one made
 * from its project template, else one milestone per line; the contract from its contract
 * template is written as a draft (the caller sends it once the transaction is committed); the
 * deposit invoice is issued; the proposal is marked accepted; a project made from a template
 * gets the template's invoicing rule (its start step invoiced at once); the admins are told.
 */
export async function carryOutAcceptance(
  tx: Queryable,
  proposal: LockedProposal,
  options: ProjectOptions,
  by: AcceptedBy,
): Promise<{ projectId: string; clientId: string; contractId: string | null }> {
  const clientId = proposal.client_id ?? (await clientOfLead(tx, proposal.lead_id, by.userId));
  const terms = await findProposalFlowTerms(tx, proposal.id);
  const { projectId, template } = await projectOf(tx, terms, clientId, options);
  const parties = { clientId, projectId };
  const contractId = await createProposalContract(tx, terms, parties, by);
  await issueProposalDeposit(tx, terms, parties, by.userId);
  await setProposalStatus(tx, proposal.id, 'accepted', { clientId });
  // Once accepted, so the rule's start step is invoiced now (taking the deposit as its own).
  if (template) await attachTemplateRule(tx, template, projectId);
  await notifyProposalAccepted(tx, proposal.id);
  return { projectId, clientId, contractId };
}

/**
 * The proposal's project: the one it names, one from its template (answered with it, for its
 * invoicing rule), or one from its lines.
 */
async function projectOf(
  tx: Queryable,
  terms: ProposalFlowTerms,
  clientId: string,
  options: ProjectOptions,
): Promise<{ projectId: string; template?: ProjectTemplate }> {
  if (terms.project_id !== null) {
    const project = await findProjectForProposal(tx, terms.project_id);
    if (project?.client_id !== clientId) {
      throw conflict('project_not_clients', PROPOSAL_FLOW_MESSAGES.projectNotClients);
    }
    return { projectId: terms.project_id };
  }
  const template =
    terms.project_template_id === null
      ? undefined
      : await findTemplate(tx, terms.project_template_id, { lock: true });
  if (!template) return { projectId: await createProject(tx, terms.id, clientId, options) };
  const { net_cents: budget } = await findProposalTerms(tx, terms.id);
  const projectId = await insertProjectFromTemplate(tx, template, {
    client_id: clientId,
    proposal_id: terms.id,
    name: options.name ?? terms.title,
    start_date: options.start_date ?? (await agencyToday(tx)),
    // Before tax, as a project from the lines: the invoices charge the proposal's tax.
    budget_cents: budget,
    currency: terms.currency,
  });
  return { projectId, template };
}

/**
 * The client a lead's proposal goes to: the one it was already converted to, or a new one
 * converted now.
 */
async function clientOfLead(
  tx: Queryable,
  leadId: string | null,
  changedBy: string,
): Promise<string> {
  if (leadId === null) throw new Error('A proposal without a client has a lead');
  const lead = await findLead(tx, leadId, { forUpdate: true });
  if (lead?.converted_client_id) return lead.converted_client_id;
  const { client } = await convertLeadToClient(tx, { leadId, changedBy });
  return client.id;
}

async function createProject(
  tx: Queryable,
  proposalId: string,
  clientId: string,
  options: ProjectOptions,
): Promise<string> {
  const terms = await findProposalTerms(tx, proposalId);
  const lines = await listProposalLines(tx, proposalId);
  const percentages = sharePercentages(lines.map((line) => line.amount_cents));
  const milestones: NewMilestone[] = lines.map((line, index) => ({
    name: line.description.slice(0, PROJECT_LIMITS.milestoneName).trim(),
    due_date: null,
    percentage: percentages[index] ?? 0,
    is_done: false,
  }));
  const startDate = options.start_date === undefined ? await agencyToday(tx) : options.start_date;
  const dueDate = options.due_date ?? null;
  if (startDate !== null && dueDate !== null && dueDate < startDate) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Some fields are invalid',
      { 'project.due_date': 'The due date cannot be before the start date' },
      { fieldCodes: { 'project.due_date': fieldFailure('end_before_start') } },
    );
  }
  const { id } = await insertProject(
    tx,
    {
      client_id: clientId,
      proposal_id: proposalId,
      name: options.name ?? terms.title,
      description: terms.summary,
      status: 'planning',
      start_date: startDate,
      due_date: dueDate,
      // Before tax: the invoices generated on the project charge the proposal's tax.
      budget_cents: terms.net_cents,
      currency: terms.currency,
    },
    milestones,
    [],
  );
  return id;
}
