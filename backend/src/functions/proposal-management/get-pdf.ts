import { proposalManagement } from '@atelier/shared/actions';
import { answerPdf } from '../../documents/pdf-actions.ts';
import { notFound } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';

/**
 * The proposal's PDF (docs/records.md "Documents"): stored once it was sent, the bytes the
 * client and the e-mail get too; a draft's preview is marked as such and not stored.
 */
export const getProposalPdf = implement(proposalManagement.actions.get_pdf, {
  handler: async ({ id }, ctx) => await answerPdf(ctx, 'proposal', id, () => notFound('Proposal')),
});
