import { proposalManagement } from '@atelier/shared/actions';
import { getProposalsInput } from '@atelier/shared/contract';
import { listProposals } from '../../db/proposals.ts';
import { isUuid, pageWindow } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';

export { getProposalsInput };

/** One page of proposals; `expired` is a status like the others (derived in SQL). */
export const getProposals = implement(proposalManagement.actions.get_proposals, {
  handler: async (input, { db }) => {
    // An id that is not a UUID names no client: nothing matches.
    if (input.client_id !== undefined && !isUuid(input.client_id)) {
      return { proposals: [], total: 0, page: input.page, pageSize: input.pageSize };
    }
    const { rows, total } = await listProposals(db, {
      statuses: input.status,
      clientId: input.client_id,
      search: input.search || undefined,
      sort: input.sort,
      order: input.order,
      ...pageWindow(input),
    });
    return { proposals: rows, total, page: input.page, pageSize: input.pageSize };
  },
});
