import { bulkDeleteInput, countAnswer } from '@atelier/shared/contract';
import { countLeadsWithOpenProposals, deleteLeads } from '../../db/leads.ts';
import { defineAction } from '../registry.ts';
import { leadHasProposals } from './lead-view.ts';

/** Deletes the listed leads in one statement (so all or nothing); 409 as delete_lead. */
export const bulkDelete = defineAction({
  access: 'admin',
  input: bulkDeleteInput,
  output: countAnswer,
  handler: async ({ ids }, { db }) => {
    const withProposals = await countLeadsWithOpenProposals(db, ids);
    if (withProposals > 0) throw leadHasProposals(withProposals);
    return { count: await deleteLeads(db, ids) };
  },
});
