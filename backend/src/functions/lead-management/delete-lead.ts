import { leadManagement } from '@atelier/shared/actions';
import { isUuid } from '@atelier/shared/contract';
import { countLeadsWithOpenProposals, deleteLeads } from '../../db/leads.ts';
import { implement } from '../registry.ts';
import { leadHasProposals, leadNotFound } from './lead-view.ts';

/** Deletes a lead and its history; 409 while proposals are addressed to it alone. */
export const deleteLead = implement(leadManagement.actions.delete_lead, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw leadNotFound();
    const withProposals = await countLeadsWithOpenProposals(db, [id]);
    if (withProposals > 0) throw leadHasProposals(withProposals);
    if ((await deleteLeads(db, [id])) === 0) throw leadNotFound();
    return {};
  },
});
