import { contracts } from '@atelier/shared/actions';
import type { SigningDownload } from '@atelier/shared/contract';
import { findContractFiles } from '../../db/contract-insights.ts';
import { adminActor, appendAudit } from '../../db/contracts.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { contractConflict, contractNotFound } from './contract-errors.ts';
import { readContractFile } from './contract-file.ts';

/**
 * The agency's copy of a contract's PDF, as the signer's link gives it (contract-file.ts): the
 * signed copy by default once the contract is signed, else the original. A draft has no PDF
 * yet, and there is no signed copy before everyone signed: 409. Audits `downloaded`.
 */
export const download = implement(contracts.actions.download, {
  handler: async (input, { db, caller, request, storage }): Promise<{ file: SigningDownload }> => {
    if (!isUuid(input.id)) throw contractNotFound();
    const contract = await findContractFiles(db, input.id);
    if (!contract) throw contractNotFound();
    if (!contract.original_path) {
      throw contractConflict('This contract has not been sent yet; there is no document');
    }
    const isSigned = contract.status === 'signed' && contract.final_path !== null;
    const document = input.document ?? (isSigned ? 'final' : 'original');
    if (document === 'final' && !isSigned) {
      throw contractConflict(
        `There is no signed document: this contract is ${contract.status}, not signed`,
      );
    }
    const file = await readContractFile(storage, contract, document);
    await db.transaction(async (tx) =>
      appendAudit(tx, {
        contract_id: contract.id,
        event: 'downloaded',
        actor: await adminActor(tx, caller.userId),
        ip: request.ip,
        user_agent: request.userAgent,
        details: { document },
      }),
    );
    return { file };
  },
});
