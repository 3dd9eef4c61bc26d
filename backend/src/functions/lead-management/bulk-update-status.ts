import { bulkUpdateStatusInput, countAnswer } from '@atelier/shared/contract';
import { setLeadsStatus } from '../../db/leads.ts';
import { defineAction } from '../registry.ts';

/**
 * Gives every listed lead one status, recording each change, all or nothing. No re-scoring:
 * the status is not a scoring input.
 */
export const bulkUpdateStatus = defineAction({
  access: 'admin',
  input: bulkUpdateStatusInput,
  output: countAnswer,
  handler: async ({ ids, status }, { db, caller }) => {
    const count = await db.transaction((tx) => setLeadsStatus(tx, ids, status, caller.userId));
    return { count };
  },
});
