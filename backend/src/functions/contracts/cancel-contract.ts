import { contracts } from '@atelier/shared/actions';
import {
  adminActor,
  appendAudit,
  findContract,
  findContractRow,
  cancelContract as markCancelled,
} from '../../db/contracts.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { contractConflict, contractNotFound } from './contract-errors.ts';

/**
 * A draft or a sent contract becomes `cancelled` (its links stop working), with a `cancelled`
 * audit entry. A signed, declined, expired or already cancelled one answers 409. Contracts are
 * never deleted: their audit trail is evidence.
 */
export const cancelContract = implement(contracts.actions.cancel_contract, {
  handler: async ({ id }, { db, caller, request }) => {
    if (!isUuid(id)) throw contractNotFound();
    const contract = await db.transaction(async (tx) => {
      const current = await findContractRow(tx, id, { lock: true });
      if (!current) throw contractNotFound();
      if (!(await markCancelled(tx, id))) {
        throw contractConflict(
          `This contract is ${current.status} and cannot be cancelled`,
          current.status,
        );
      }
      await appendAudit(tx, {
        contract_id: id,
        event: 'cancelled',
        actor: await adminActor(tx, caller.userId),
        ip: request.ip,
        user_agent: request.userAgent,
        details: { previous_status: current.status },
      });
      return readBack(await findContract(tx, id), `Contract ${id}`);
    });
    return { contract };
  },
});
