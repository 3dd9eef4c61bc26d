import { type SigningDownload, signingTokenInput } from '@atelier/shared/contract';
import { sha256Hex } from '../../contracts-pdf/index.ts';
import { appendAudit } from '../../db/contracts.ts';
import { defineAction } from '../registry.ts';
import { limitSigningRequests, openSigningLink, signerActor } from './signing-link.ts';

/**
 * The PDF behind a link, as base64 in the answer (the signer has no account to read storage
 * with): the signed copy once complete, else the original. Audit `downloaded`.
 */
export const download = defineAction({
  access: 'public',
  credentialsInPayload: true,
  input: signingTokenInput,
  handler: async ({ token }, { db, request, storage }): Promise<{ file: SigningDownload }> => {
    await limitSigningRequests(db, request);
    const link = await openSigningLink(db, token);
    const isFinal = link.contract.status === 'signed' && link.contract.final_path !== null;
    const path = isFinal ? link.contract.final_path : link.contract.original_path;
    if (!storage) throw new Error('The e-signature function needs the storage service');
    if (!path) throw new Error(`Contract ${link.contract.id} has no stored PDF`);
    const stored = await storage.get('documents', path);
    if (!stored) throw new Error(`The PDF ${path} is missing from storage`);
    const document = isFinal ? 'final' : 'original';
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
    return {
      file: {
        file_name: `${slug(link.contract.title)}${isFinal ? '-signed' : ''}.pdf`,
        content_type: 'application/pdf',
        document,
        sha256: sha256Hex(stored.bytes),
        base64: Buffer.from(stored.bytes).toString('base64'),
      },
    };
  },
});

const slug = (title: string): string =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'contract';
