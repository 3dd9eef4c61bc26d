import { proposalManagement } from '@atelier/shared/actions';
import { updateProposalInput } from '@atelier/shared/contract';
import { findProposalValues, updateProposal as writeProposal } from '../../db/proposals.ts';
import { conflict } from '../../errors.ts';
import { definedOnly, isUuid } from '../client-management/record-fields.ts';
import { documentTotals, loadItems, replaceItems } from '../line-items.ts';
import { implement } from '../registry.ts';
import { checkCoverImage, recordCoverUse } from './proposal-cover.ts';
import { checkFlowFields, checkRecipient, notADraft } from './proposal-fields.ts';
import { findProposalView, proposalNotFound } from './proposal-view.ts';

export { updateProposalInput };

/**
 * Changes a draft; fields not sent keep their value and the totals are computed again. Naming
 * a client readdresses a proposal written to a lead (and the other way round) without having
 * to clear the other field.
 */
export const updateProposal = implement(proposalManagement.actions.update_proposal, {
  handler: async ({ id, items, ...changes }, { db }) => {
    if (!isUuid(id)) throw proposalNotFound();
    await db.transaction(async (tx) => {
      const current = await findProposalValues(tx, id);
      if (!current) throw proposalNotFound();
      const refusal = notADraft[current.status];
      if (refusal)
        throw conflict('proposal_not_editable', refusal.edit, { status: current.status });
      const { status: _status, ...stored } = current;
      const next = { ...stored, ...definedOnly(changes) };
      if (changes.client_id && changes.lead_id === undefined) next.lead_id = null;
      if (changes.lead_id && changes.client_id === undefined) next.client_id = null;
      if (changes.client_id !== undefined || changes.lead_id !== undefined) {
        await checkRecipient(tx, next);
      }
      if (changes.cover_image_id !== undefined) await checkCoverImage(tx, next.cover_image_id);
      const lines = items ?? (await loadItems(tx, 'proposal_items', id));
      const totals = documentTotals(lines, {
        discount_cents: next.discount_cents,
        tax_rate_bp: next.tax_rate_bp,
      });
      // Every write: a deposit amount is checked against the total as it now is.
      await checkFlowFields(tx, next, totals.total_cents);
      await writeProposal(tx, id, {
        ...next,
        discount_cents: totals.discount_cents,
        subtotal_cents: totals.subtotal_cents,
        tax_cents: totals.tax_cents,
        total_cents: totals.total_cents,
      });
      await recordCoverUse(tx, { id, title: next.title, cover_image_id: next.cover_image_id });
      // Line amounts depend on their own line only: stored lines keep theirs.
      if (items) await replaceItems(tx, 'proposal_items', id, items, totals.line_amounts_cents);
    });
    return { proposal: await findProposalView(db, id) };
  },
});
