import { clientPortal } from '@atelier/shared/actions';
import { listPortalContracts } from '../../db/portal-contracts.ts';
import { implement } from '../registry.ts';
import { portalClient } from './portal-client.ts';
import { toPortalContract } from './portal-contract.ts';

/** The client's sent contracts, newest first: to sign, signed, and the rest. */
export const getContracts = implement(clientPortal.actions.get_contracts, {
  handler: async (_input, { db, caller }) => {
    const client = await portalClient(db, caller);
    const rows = await listPortalContracts(db, client.id, client.account_email);
    return { contracts: rows.map(toPortalContract) };
  },
});
