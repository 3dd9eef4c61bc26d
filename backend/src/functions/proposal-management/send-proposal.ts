import { proposalManagement } from '@atelier/shared/actions';
import { lockProposal, setProposalStatus } from '../../db/proposals.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { loadItems } from '../line-items.ts';
import { notifyProposalSent } from '../notifications-system/events.ts';
import { implement } from '../registry.ts';
import { queueProposalEmail } from './proposal-email.ts';
import { findProposalView, proposalNotFound } from './proposal-view.ts';

/**
 * A draft with at least one line and a valid-until date not past becomes sent (`sent_at`); its
 * client is e-mailed the link to it in their portal.
 */
export const sendProposal = implement(proposalManagement.actions.send_proposal, {
  handler: async ({ id }, { db, auth }) => {
    if (!isUuid(id)) throw proposalNotFound();
    await db.transaction(async (tx) => {
      const proposal = await lockProposal(tx, id);
      if (!proposal) throw proposalNotFound();
      if (proposal.status !== 'draft') {
        throw conflict('proposal_already_sent', 'This proposal was already sent');
      }
      if ((await loadItems(tx, 'proposal_items', id)).length === 0) {
        throw conflict('proposal_no_lines', 'Add at least one line before sending this proposal');
      }
      // Sent as it is, it would read as expired at once.
      if (proposal.is_past_validity) {
        throw conflict(
          'proposal_validity_passed',
          'The valid-until date has passed; change it before sending this proposal',
        );
      }
      await setProposalStatus(tx, id, 'sent');
      await notifyProposalSent(tx, id);
      await queueProposalEmail(tx, id, auth.settings.siteUrl);
    });
    return { proposal: await findProposalView(db, id) };
  },
});
