import { eSignature } from '@atelier/shared/actions';
import type { VerifyResult } from '@atelier/shared/contract';
import { findByDocumentHash, signersWithEvidence } from '../../db/contract-signing.ts';
import { findContractSeal } from '../../db/contracts.ts';
import { implement } from '../registry.ts';
import { limitSigningRequests } from './signing-link.ts';

/**
 * Anyone can check a PDF's SHA-256 (the page hashes the file in the browser) against the
 * records: the signed document of a contract, the original sent for signature, or unknown.
 * Names and signing times only, and who sealed the signed copy: no e-mails, no evidence.
 */
export const verify = implement(eSignature.actions.verify, {
  handler: async ({ sha256 }, { db, request }): Promise<VerifyResult> => {
    await limitSigningRequests(db, request);
    const found = await findByDocumentHash(db, sha256);
    if (!found) return { match: false };
    const signers = await signersWithEvidence(db, found.id);
    return {
      match: true,
      document: found.document,
      contract: {
        title: found.title,
        status: found.status,
        completed_at: found.signed_at,
        signers: signers.map((s) => ({ name: s.name, signed_at: s.signed_at })),
        seal: found.document === 'final' ? await findContractSeal(db, found.id) : null,
      },
    };
  },
});
