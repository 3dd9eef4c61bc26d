import { clientPortal } from '@atelier/shared/actions';
import { findCreditNote } from '../../db/credit-notes.ts';
import { findClientInvoice, findClientProposal } from '../../db/portal-records.ts';
import { answerPdf } from '../../documents/pdf-actions.ts';
import { implement } from '../registry.ts';
import { portalClient, portalNotFound } from './portal-client.ts';

/**
 * The caller's own documents as PDFs (docs/portal.md): the very files the agency stored when it
 * issued them. Anyone else's, and a draft, is a 404 like every portal read.
 */
export const getInvoicePdf = implement(clientPortal.actions.get_invoice_pdf, {
  handler: async ({ id }, ctx) => {
    const client = await portalClient(ctx.db, ctx.caller);
    return await answerPdf(
      ctx,
      'invoice',
      id,
      () => portalNotFound('Invoice'),
      async (invoiceId) => (await findClientInvoice(ctx.db, client.id, invoiceId)) !== undefined,
    );
  },
});

export const getProposalPdf = implement(clientPortal.actions.get_proposal_pdf, {
  handler: async ({ id }, ctx) => {
    const client = await portalClient(ctx.db, ctx.caller);
    return await answerPdf(
      ctx,
      'proposal',
      id,
      () => portalNotFound('Proposal'),
      async (proposalId) => (await findClientProposal(ctx.db, client.id, proposalId)) !== undefined,
    );
  },
});

export const getCreditNotePdf = implement(clientPortal.actions.get_credit_note_pdf, {
  handler: async ({ id }, ctx) => {
    const client = await portalClient(ctx.db, ctx.caller);
    return await answerPdf(
      ctx,
      'credit_note',
      id,
      () => portalNotFound('Credit note'),
      async (noteId) =>
        (await findCreditNote(ctx.db, noteId, { clientId: client.id })) !== undefined,
    );
  },
});
