import { clientPortal } from '@atelier/shared/actions';
import { appendAudit } from '../../db/contracts.ts';
import { conflict } from '../../errors.ts';
import { readContractFile } from '../contracts/contract-file.ts';
import { implement } from '../registry.ts';
import { portalClient } from './portal-client.ts';
import { ownContract } from './portal-contract.ts';

/**
 * One of the client's contracts as a PDF (base64, as `contracts#download` answers it): the
 * signed copy once everyone signed, else the document sent. Audited `downloaded` by the
 * client's e-mail.
 */
export const downloadContract = implement(clientPortal.actions.download_contract, {
  handler: async ({ id }, { db, caller, request, storage }) => {
    const client = await portalClient(db, caller);
    const contract = await ownContract(db, client, id);
    const document = contract.download;
    if (!document)
      throw conflict('contract_no_document', 'This contract has no document to download');
    const file = await readContractFile(storage, contract, document);
    await db.transaction(async (tx) =>
      appendAudit(tx, {
        contract_id: contract.id,
        event: 'downloaded',
        actor: client.account_email,
        ip: request.ip,
        user_agent: request.userAgent,
        details: { document, via: 'client_portal' },
      }),
    );
    return { file };
  },
});
