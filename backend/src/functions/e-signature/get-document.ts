import { eSignature } from '@atelier/shared/actions';
import { E_SIGNATURE_CONSENT_TEXT, type SigningDocument } from '@atelier/shared/contract';
import { markViewed, type SignerEvidence, signersWithEvidence } from '../../db/contract-signing.ts';
import { appendAudit } from '../../db/contracts.ts';
import { readAgencyName } from '../../db/settings.ts';
import { implement } from '../registry.ts';
import { completeIfAllSigned } from './complete-contract.ts';
import {
  limitSigningRequests,
  openSigningLink,
  type SigningLink,
  signerActor,
} from './signing-link.ts';

/**
 * What the signing page shows. The first opening of a link records `link_opened` then
 * `viewed` (with the IP and user agent) and marks the signer `viewed`. A contract whose
 * signers have all signed but whose completion failed half-way is completed here.
 */
export const getDocument = implement(eSignature.actions.get_document, {
  handler: async ({ token }, ctx) => {
    const { db, request } = ctx;
    await limitSigningRequests(db, request);
    const opened = await db.transaction(async (tx) => {
      const link = await openSigningLink(tx, token, { lock: true });
      if (link.contract.status === 'sent' && (await markViewed(tx, link.signer.id))) {
        for (const event of ['link_opened', 'viewed'] as const) {
          await appendAudit(tx, {
            contract_id: link.contract.id,
            signer_id: link.signer.id,
            event,
            actor: signerActor(link),
            ip: request.ip,
            user_agent: request.userAgent,
          });
        }
      }
      return link;
    });
    // Read after the view was recorded: the answer shows this signer as `viewed`.
    const signers = await signersWithEvidence(db, opened.contract.id);
    const isUnsealed =
      opened.contract.status === 'sent' && signers.every((s) => s.status === 'signed');
    const link =
      isUnsealed && (await completeIfAllSigned(ctx, opened))
        ? await openSigningLink(db, token)
        : opened;
    return signingDocument(link, signers, { agency: await readAgencyName(db) });
  },
});

/** Whom a sequential contract waits on before this signer: the first unsigned signer ahead. */
export function waitingFor(link: SigningLink, signers: readonly SignerEvidence[]): string | null {
  if (link.contract.signing_order !== 'sequential') return null;
  const ahead = signers.find(
    (s) => s.position < link.signer.position && s.status !== 'signed' && s.id !== link.signer.id,
  );
  return ahead?.name ?? null;
}

function signingDocument(
  link: SigningLink,
  signers: readonly SignerEvidence[],
  { agency }: { agency: string },
): SigningDocument {
  const self = signers.find((s) => s.id === link.signer.id);
  const status = self?.status ?? link.signer.status;
  const waiting = waitingFor(link, signers);
  const { contract } = link;
  return {
    contract: {
      title: contract.title,
      agency,
      value: contract.value_cents,
      currency: contract.currency,
      body: contract.body,
      expires_at: contract.expires_at,
      status: contract.status,
      signed_at: contract.signed_at,
    },
    signer: { name: link.signer.name, email: link.signer.email, role: link.signer.role, status },
    signers: signers.map((s) => ({ name: s.name, role: s.role, status: s.status })),
    consent_text: E_SIGNATURE_CONSENT_TEXT,
    can_sign:
      contract.status === 'sent' && status !== 'signed' && status !== 'declined' && !waiting,
    waiting_for: waiting,
    document: contract.status === 'signed' && contract.final_path ? 'final' : 'original',
  };
}
