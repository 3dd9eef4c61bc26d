import type { PortalProposal, Proposal } from '@atelier/shared/contract';

/** The proposal as the portal shows it: without the lead it was first written to. */
export function toPortalProposal(proposal: Proposal): PortalProposal {
  const { lead_id: _lead, leads: _leads, ...shown } = proposal;
  return shown;
}
