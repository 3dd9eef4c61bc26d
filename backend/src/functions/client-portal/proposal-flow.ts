import type { PortalProposal, ProposalFlow, ProposalFlowStep } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { findProposalFlowRecords, type ProposalFlowRecords } from '../../db/proposal-flow.ts';

/**
 * Where the client stands in a proposal's one-visit flow (docs/portal.md, "The proposal
 * flow"): accept, sign the contract, pay the deposit, in that order. A step the proposal does
 * not have is `none`; a declined proposal ends the flow.
 */
export function proposalFlowOf(
  proposal: PortalProposal,
  records: ProposalFlowRecords,
): ProposalFlow {
  const { contract, deposit_invoice: deposit } = records;
  const hasContract = proposal.contract_template_id !== null || contract !== null;
  const hasDeposit =
    proposal.deposit_percent !== null || proposal.deposit_cents !== null || deposit !== null;
  const answer = (steps: ProposalFlow['steps']): ProposalFlow => ({
    steps,
    contract,
    deposit_invoice: deposit,
  });
  if (proposal.status === 'declined') {
    return answer({ proposal: 'done', contract: 'none', deposit: 'none' });
  }
  if (proposal.status !== 'accepted') {
    return answer({
      proposal: 'current',
      contract: hasContract ? 'pending' : 'none',
      deposit: hasDeposit ? 'pending' : 'none',
    });
  }
  const contractStep: ProposalFlowStep = !hasContract
    ? 'none'
    : records.client_signed
      ? 'done'
      : 'current';
  const depositStep: ProposalFlowStep = !hasDeposit
    ? 'none'
    : deposit?.status === 'paid'
      ? 'done'
      : contractStep === 'current'
        ? 'pending'
        : 'current';
  return answer({ proposal: 'done', contract: contractStep, deposit: depositStep });
}

/** The flow of one of the caller's proposals, its records read in one query. */
export async function findProposalFlow(
  q: Queryable,
  proposal: PortalProposal,
): Promise<ProposalFlow> {
  return proposalFlowOf(proposal, await findProposalFlowRecords(q, proposal.id));
}
