import { proposalManagement } from '@atelier/shared/actions';
import { createProposalInput } from '@atelier/shared/contract';
import { insertProposal } from '../../db/proposals.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { documentTotals, replaceItems } from '../line-items.ts';
import { implement } from '../registry.ts';
import { checkCoverImage, recordCoverUse } from './proposal-cover.ts';
import { checkFlowFields, checkRecipient } from './proposal-fields.ts';
import { findProposalView } from './proposal-view.ts';

export { createProposalInput };

/** A draft, to a client or to a lead; totals computed here, any sent by the caller ignored. */
export const createProposal = implement(proposalManagement.actions.create_proposal, {
  handler: async (input, { db, caller }) => {
    const items = input.items ?? [];
    const taxRate = input.tax_rate_bp ?? 0;
    const totals = documentTotals(items, {
      discount_cents: input.discount_cents ?? 0,
      tax_rate_bp: taxRate,
    });
    const recipient = { client_id: input.client_id ?? null, lead_id: input.lead_id ?? null };
    const currency = await readAgencyCurrency(db);
    const id = await db.transaction(async (tx) => {
      await checkRecipient(tx, recipient);
      const flow = {
        contract_template_id: input.contract_template_id ?? null,
        deposit_percent: input.deposit_percent ?? null,
        deposit_cents: input.deposit_cents ?? null,
        project_id: input.project_id ?? null,
        project_template_id: input.project_template_id ?? null,
      };
      await checkFlowFields(tx, { ...flow, client_id: recipient.client_id }, totals.total_cents);
      const coverImageId = input.cover_image_id ?? null;
      await checkCoverImage(tx, coverImageId);
      const proposalId = await insertProposal(
        tx,
        {
          ...recipient,
          title: input.title,
          summary: input.summary ?? null,
          currency,
          discount_cents: totals.discount_cents,
          tax_rate_bp: taxRate,
          subtotal_cents: totals.subtotal_cents,
          tax_cents: totals.tax_cents,
          total_cents: totals.total_cents,
          valid_until: input.valid_until ?? null,
          cover_image_id: coverImageId,
          ...flow,
        },
        caller.userId,
      );
      await replaceItems(tx, 'proposal_items', proposalId, items, totals.line_amounts_cents);
      await recordCoverUse(tx, {
        id: proposalId,
        title: input.title,
        cover_image_id: coverImageId,
      });
      return proposalId;
    });
    return { proposal: await findProposalView(db, id) };
  },
});
