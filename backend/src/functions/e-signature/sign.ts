import { eSignature } from '@atelier/shared/actions';
import { E_SIGNATURE_CONSENT_TEXT } from '@atelier/shared/contract';
import { assertValidSignaturePng, SignatureImageError } from '../../contracts-pdf/index.ts';
import { agencyTimeZone } from '../../db/agency-time.ts';
import { recordSignature, signersWithEvidence } from '../../db/contract-signing.ts';
import { appendAudit } from '../../db/contracts.ts';
import { AppError, conflict, fieldFailure } from '../../errors.ts';
import { issueSignerLink } from '../contracts/contract-mail.ts';
import { implement } from '../registry.ts';
import { completeIfAllSigned } from './complete-contract.ts';
import { waitingFor } from './get-document.ts';
import {
  dayOf,
  dayText,
  limitSigningRequests,
  openSigningLink,
  signerActor,
} from './signing-link.ts';

/**
 * The signer signs, with their consent, typed name or drawn PNG, IP and user agent (audit
 * `signed`). In sequential order only once everyone ahead has signed (409 naming whom it
 * waits for); the next signer then gets their link by e-mail. The last signature completes
 * the contract (complete-contract.ts).
 */
export const sign = implement(eSignature.actions.sign, {
  handler: async ({ token, signature }, ctx) => {
    const { db, request } = ctx;
    await limitSigningRequests(db, request);
    if (signature.type === 'drawn') await checkDrawnSignature(signature.value);
    const link = await db.transaction(async (tx) => {
      const current = await openSigningLink(tx, token, { lock: true });
      const signers = await signersWithEvidence(tx, current.contract.id);
      refuseUnlessSignable(current, waitingFor(current, signers), await agencyTimeZone(tx));
      await recordSignature(tx, current.signer.id, {
        type: signature.type,
        value: signature.value,
        ip: request.ip,
        userAgent: request.userAgent,
      });
      await appendAudit(tx, {
        contract_id: current.contract.id,
        signer_id: current.signer.id,
        event: 'signed',
        actor: signerActor(current),
        ip: request.ip,
        user_agent: request.userAgent,
        details: { signature_type: signature.type, consent_text: E_SIGNATURE_CONSENT_TEXT },
      });
      await handOffToNextSigner(tx, current, signers, ctx.auth.settings.siteUrl);
      return current;
    });
    const isComplete = await completeIfAllSigned(ctx, link);
    return { signed: true as const, completed: isComplete };
  },
});

async function checkDrawnSignature(dataUrl: string): Promise<void> {
  try {
    await assertValidSignaturePng(dataUrl);
  } catch (error) {
    if (!(error instanceof SignatureImageError)) throw error;
    throw new AppError(
      'VALIDATION_FAILED',
      'Some fields are invalid',
      { 'signature.value': error.message },
      { fieldCodes: { 'signature.value': fieldFailure('invalid_signature') } },
    );
  }
}

type Link = Awaited<ReturnType<typeof openSigningLink>>;

/** `zone`: the agency's time zone, the day of an earlier signature is written in. */
function refuseUnlessSignable(link: Link, waiting: string | null, zone: string): void {
  if (link.signer.status === 'signed') {
    const on = link.signer.signed_at ? ` on ${dayText(link.signer.signed_at, zone)}` : '';
    throw conflict(
      'already_signed',
      `You already signed this contract${on}`,
      link.signer.signed_at ? { date: dayOf(link.signer.signed_at, zone) } : undefined,
    );
  }
  if (link.signer.status === 'declined' || link.contract.status === 'declined') {
    throw conflict('contract_declined', 'This contract was declined');
  }
  if (link.contract.status !== 'sent') {
    throw conflict('contract_not_open', `This contract is ${link.contract.status}`, {
      status: link.contract.status,
    });
  }
  if (waiting) {
    throw conflict('waiting_for_signer', `Waiting for ${waiting} to sign first`, {
      name: waiting,
    });
  }
}

/** Sequential order: the first signer after this one who has not had a link yet gets theirs. */
async function handOffToNextSigner(
  tx: Parameters<typeof issueSignerLink>[0],
  link: Link,
  signers: Awaited<ReturnType<typeof signersWithEvidence>>,
  siteUrl: string,
): Promise<void> {
  if (link.contract.signing_order !== 'sequential') return;
  const next = signers.find((s) => s.id !== link.signer.id && s.status !== 'signed');
  if (next?.status !== 'pending') return;
  await issueSignerLink(tx, link.contract.id, next.id, { siteUrl, actor: 'system' });
}
