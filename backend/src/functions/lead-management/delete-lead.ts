import { z } from 'zod';
import { countLeadsWithOpenProposals, deleteLeads } from '../../db/leads.ts';
import { defineAction } from '../registry.ts';
import { isUuid, leadIdSchema } from './lead-fields.ts';
import { leadHasProposals, leadNotFound } from './lead-view.ts';

export const deleteLeadInput = z.object({ id: leadIdSchema });

/** Deletes a lead and its history; 409 while proposals are addressed to it alone. */
export const deleteLead = defineAction({
  access: 'admin',
  input: deleteLeadInput,
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw leadNotFound();
    const withProposals = await countLeadsWithOpenProposals(db, [id]);
    if (withProposals > 0) throw leadHasProposals(withProposals);
    if ((await deleteLeads(db, [id])) === 0) throw leadNotFound();
    return {};
  },
});
