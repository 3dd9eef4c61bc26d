import { emptyAnswer, isUuid, leadIdInput } from '@atelier/shared/contract';
import { countLeadsWithOpenProposals, deleteLeads } from '../../db/leads.ts';
import { defineAction } from '../registry.ts';
import { leadHasProposals, leadNotFound } from './lead-view.ts';

/** Deletes a lead and its history; 409 while proposals are addressed to it alone. */
export const deleteLead = defineAction({
  access: 'admin',
  input: leadIdInput,
  output: emptyAnswer,
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw leadNotFound();
    const withProposals = await countLeadsWithOpenProposals(db, [id]);
    if (withProposals > 0) throw leadHasProposals(withProposals);
    if ((await deleteLeads(db, [id])) === 0) throw leadNotFound();
    return {};
  },
});
