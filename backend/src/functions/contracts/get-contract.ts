import { contractAnswer, contractIdInput } from '@atelier/shared/contract';
import { findContract } from '../../db/contracts.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { contractNotFound } from './contract-errors.ts';

/** One contract with its text, its signatories in signing order and its audit trail. */
export const getContract = defineAction({
  access: 'admin',
  input: contractIdInput,
  output: contractAnswer,
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw contractNotFound();
    const contract = await findContract(db, id);
    if (!contract) throw contractNotFound();
    return { contract };
  },
});
