import { eSignature } from '@atelier/shared/actions';
import type { SigningDownload } from '@atelier/shared/contract';
import { appendAudit } from '../../db/contracts.ts';
import { readContractFile } from '../contracts/contract-file.ts';
import { implement } from '../registry.ts';
import { limitSigningRequests, openSigningLink, signerActor } from './signing-link.ts';

/**
 * The PDF behind a link, as base64 in the answer (the signer has no account to read storage
 * with): the signed copy once complete, else the original. Audit `downloaded`.
 */
export const download = implement(eSignature.actions.download, {
  handler: async ({ token }, { db, request, storage }): Promise<{ file: SigningDownload }> => {
    await limitSigningRequests(db, request);
    const link = await openSigningLink(db, token);
    const isFinal = link.contract.status === 'signed' && link.contract.final_path !== null;
    const document = isFinal ? 'final' : 'original';
    const file = await readContractFile(storage, link.contract, document);
    await db.transaction((tx) =>
      appendAudit(tx, {
        contract_id: link.contract.id,
        signer_id: link.signer.id,
        event: 'downloaded',
        actor: signerActor(link),
        ip: request.ip,
        user_agent: request.userAgent,
        details: { document },
      }),
    );
    return { file };
  },
});
