import { contracts } from '@atelier/shared/actions';
import { listContracts } from '../../db/contracts.ts';
import { isUuid, pageWindow } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';

/** A page of contracts, newest first, with their signatories (not their text or audit). */
export const getContracts = implement(contracts.actions.get_contracts, {
  handler: async ({ status, client_id, page, pageSize }, { db }) => {
    // A client id that is not a UUID names no client: an empty page, not a 400.
    if (client_id !== undefined && !isUuid(client_id)) {
      return { contracts: [], total: 0, page, pageSize };
    }
    const { rows, total } = await listContracts(db, {
      status,
      client_id,
      ...pageWindow({ page, pageSize }),
    });
    return { contracts: rows, total, page, pageSize };
  },
});
