import { clientPortal } from '@atelier/shared/actions';
import type { PortalProposalAnswer } from '@atelier/shared/contract';
import { findClientProposal } from '../../db/portal-records.ts';
import { readIssuingAgency } from '../../db/settings.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { withCoverImage } from '../proposal-management/proposal-cover.ts';
import { implement } from '../registry.ts';
import { portalClient, portalNotFound } from './portal-client.ts';
import { toPortalProposal } from './portal-proposal.ts';

/** One proposal sent to the caller, with its lines and the agency's name for the PDF. */
export const getProposal = implement(clientPortal.actions.get_proposal, {
  handler: async ({ id }, { db, caller }): Promise<PortalProposalAnswer> => {
    const client = await portalClient(db, caller);
    const proposal = isUuid(id) ? await findClientProposal(db, client.id, id) : undefined;
    if (!proposal) throw portalNotFound('Proposal');
    return {
      proposal: toPortalProposal(await withCoverImage(db, proposal)),
      agency: await readIssuingAgency(db),
    };
  },
});
