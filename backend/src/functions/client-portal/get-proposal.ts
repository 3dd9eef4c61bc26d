import { clientPortal } from '@atelier/shared/actions';
import type { PortalProposalAnswer } from '@atelier/shared/contract';
import { findClientProposal } from '../../db/portal-records.ts';
import { readIssuingAgency } from '../../db/settings.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { withCoverImage } from '../proposal-management/proposal-cover.ts';
import { implement } from '../registry.ts';
import { portalClient, portalNotFound } from './portal-client.ts';
import { toPortalProposal } from './portal-proposal.ts';
import { findProposalFlow } from './proposal-flow.ts';

/**
 * One proposal sent to the caller, with its lines, the agency's name for the PDF and where its
 * one-visit flow stands (accept, sign, pay).
 */
export const getProposal = implement(clientPortal.actions.get_proposal, {
  handler: async ({ id }, { db, caller }): Promise<PortalProposalAnswer> => {
    const client = await portalClient(db, caller);
    const proposal = isUuid(id) ? await findClientProposal(db, client.id, id) : undefined;
    if (!proposal) throw portalNotFound('Proposal');
    const shown = toPortalProposal(await withCoverImage(db, proposal));
    return {
      proposal: shown,
      agency: await readIssuingAgency(db),
      flow: await findProposalFlow(db, shown),
    };
  },
});
