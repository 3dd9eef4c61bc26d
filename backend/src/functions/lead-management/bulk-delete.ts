import { leadManagement } from '@atelier/shared/actions';
import { countLeadsWithOpenProposals, deleteLeads } from '../../db/leads.ts';
import { implement } from '../registry.ts';
import { leadHasProposals } from './lead-view.ts';

/** Deletes the listed leads in one statement (so all or nothing); 409 as delete_lead. */
export const bulkDelete = implement(leadManagement.actions.bulk_delete, {
  handler: async ({ ids }, { db }) => {
    const withProposals = await countLeadsWithOpenProposals(db, ids);
    if (withProposals > 0) throw leadHasProposals(withProposals);
    return { count: await deleteLeads(db, ids) };
  },
});
