import { proposalManagement } from '@atelier/shared/actions';
import { lockProposal, deleteProposal as removeProposal } from '../../db/proposals.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { recordCoverUse } from './proposal-cover.ts';
import { notADraft } from './proposal-fields.ts';
import { proposalNotFound } from './proposal-view.ts';

/** Deletes a draft; a proposal the recipient has seen stays, declined if need be. */
export const deleteProposal = implement(proposalManagement.actions.delete_proposal, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw proposalNotFound();
    await db.transaction(async (tx) => {
      const proposal = await lockProposal(tx, id);
      if (!proposal) throw proposalNotFound();
      const refusal = notADraft[proposal.status];
      if (refusal)
        throw conflict('proposal_not_deletable', refusal.remove, { status: proposal.status });
      await recordCoverUse(tx, { id, title: '', cover_image_id: null });
      await removeProposal(tx, id);
    });
    return {};
  },
});
