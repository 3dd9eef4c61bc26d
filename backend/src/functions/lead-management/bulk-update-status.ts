import { leadManagement } from '@atelier/shared/actions';
import { setLeadsStatus } from '../../db/leads.ts';
import { implement } from '../registry.ts';

/**
 * Gives every listed lead one status, recording each change, all or nothing. No re-scoring:
 * the status is not a scoring input.
 */
export const bulkUpdateStatus = implement(leadManagement.actions.bulk_update_status, {
  handler: async ({ ids, status }, { db, caller }) => {
    const count = await db.transaction((tx) => setLeadsStatus(tx, ids, status, caller.userId));
    return { count };
  },
});
