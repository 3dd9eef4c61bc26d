import { contracts } from '@atelier/shared/actions';
import { findContract } from '../../db/contracts.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { contractNotFound } from './contract-errors.ts';

/** One contract with its text, its signatories in signing order and its audit trail. */
export const getContract = implement(contracts.actions.get_contract, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw contractNotFound();
    const contract = await findContract(db, id);
    if (!contract) throw contractNotFound();
    return { contract };
  },
});
