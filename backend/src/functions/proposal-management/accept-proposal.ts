import { proposalManagement } from '@atelier/shared/actions';
import { acceptProposalInput } from '@atelier/shared/contract';
import { PROJECT_LIMITS } from '@atelier/shared/records';
import type { z } from 'zod';
import { agencyToday } from '../../db/agency-time.ts';
import type { Queryable } from '../../db/database.ts';
import { findLead } from '../../db/leads.ts';
import type { NewMilestone } from '../../db/projects.ts';
import { insertProject } from '../../db/projects.ts';
import {
  findProposalTerms,
  type LockedProposal,
  listProposalLines,
  lockProposal,
  setProposalStatus,
} from '../../db/proposals.ts';
import { AppError } from '../../errors.ts';
import { findClientView } from '../client-management/client-view.ts';
import { convertLeadToClient } from '../client-management/convert-lead-to-client.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { sharePercentages } from '../line-items.ts';
import { notifyProposalAccepted } from '../notifications-system/events.ts';
import { findProjectView } from '../project-management/project-view.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
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
 * The client says yes, all in one transaction: a lead becomes a client, the project is created
 * with one milestone per line (its share of the total, adding up to 100), and the proposal is
 * marked accepted. Any failure leaves everything as it was.
 */
export const acceptProposal = implement(proposalManagement.actions.accept_proposal, {
  handler: async ({ id, project: options = {} }, { db, caller }) => {
    if (!isUuid(id)) throw proposalNotFound();
    const { projectId, clientId } = await db.transaction(async (tx) => {
      const proposal = await lockProposal(tx, id);
      if (!proposal) throw proposalNotFound();
      const refusal = refusals[proposal.status];
      if (refusal) throw new AppError('CONFLICT', refusal);
      return await carryOutAcceptance(tx, proposal, options, caller.userId);
    });
    const [proposal, project, client] = [
      readBack(await findProposalView(db, id), `Proposal ${id}`),
      readBack(await findProjectView(db, projectId), `Project ${projectId}`),
      readBack(await findClientView(db, clientId), `Client ${clientId}`),
    ];
    return { proposal, project, client };
  },
});

/**
 * Accepting a proposal already locked and found acceptable, in the caller's transaction (the
 * admin's accept_proposal and the portal's respond_to_proposal): the lead becomes a client, the
 * project is created, the proposal is marked accepted and the admins are told.
 */
export async function carryOutAcceptance(
  tx: Queryable,
  proposal: LockedProposal,
  options: ProjectOptions,
  changedBy: string,
): Promise<{ projectId: string; clientId: string }> {
  const clientId = proposal.client_id ?? (await clientOfLead(tx, proposal.lead_id, changedBy));
  const projectId = await createProject(tx, proposal.id, clientId, options);
  await setProposalStatus(tx, proposal.id, 'accepted', { clientId });
  await notifyProposalAccepted(tx, proposal.id);
  return { projectId, clientId };
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
    throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', {
      'project.due_date': 'The due date cannot be before the start date',
    });
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
