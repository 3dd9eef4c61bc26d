import { contracts } from '@atelier/shared/actions';
import type { Contract } from '@atelier/shared/contract';
import { renderContractPdf, sha256Hex } from '../../contracts-pdf/index.ts';
import {
  findSendable,
  markContractSent,
  markSignerSent,
  type SendableContract,
  type SendingSigner,
  signersForSending,
} from '../../db/contract-sending.ts';
import { adminActor, appendAudit, findContract } from '../../db/contracts.ts';
import type { Database } from '../../db/database.ts';
import { readAgencyName } from '../../db/settings.ts';
import type { Storage } from '../../storage/storage.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { contractConflict, contractNotFound } from './contract-errors.ts';
import { issueSignerLink, signersToRemind } from './contract-mail.ts';

/** A contract sent without a chosen expiry can be signed for 30 days. */
export const DEFAULT_EXPIRY_DAYS = 30;

/** Where a contract's original PDF is kept in the bucket `documents`. */
export const originalPdfPath = (id: string) => `contracts/${id}/original.pdf`;

/** The original document: the frozen text, drawn the same way every time (same bytes). */
export const originalPdf = (
  contract: SendableContract,
  signers: readonly SendingSigner[],
  agency: string,
): Promise<Uint8Array> =>
  renderContractPdf({
    title: contract.title,
    contractId: contract.id,
    agency: { name: agency },
    client: { name: contract.client_name, company: contract.client_company },
    value: { cents: contract.value_cents ?? 0, currency: contract.currency },
    clauses: contract.body,
    signers: signers.map((s) => ({ name: s.name, email: s.email, role: s.role ?? '' })),
    createdAt: contract.created_at,
    language: contract.client_language,
  });

/** How a sent contract's signers get their link. */
export interface SendingOptions {
  /** Who sends, for the storage object's owner and the audit trail. */
  userId: string;
  actor: string;
  ip: string | null;
  userAgent: string | null;
  siteUrl: string;
  /**
   * `email` (send_contract): each signer waiting is e-mailed a personal link. `portal`: no
   * e-mail; the signers are marked sent and take their link in the client portal
   * (`open_signing`), as the client does right after accepting a proposal.
   */
  delivery: 'email' | 'portal';
}

/**
 * A draft becomes `sent`: its PDF is rendered and stored, its hash recorded, and every signer
 * (sequential: the first by position) e-mailed a personal link, or, with `delivery: 'portal'`,
 * marked sent to take it in the portal. The PDF is stored before the transaction (the storage
 * service writes through its own connection) at a fixed path, replaced on a retry; the
 * transaction then checks the draft did not change meanwhile, so the recorded hash is the hash
 * of the text sent. Answers the contract as get_contract does.
 */
export async function sendDraftContract(
  db: Database,
  storage: Storage | undefined,
  id: string,
  options: SendingOptions,
): Promise<Contract> {
  const draft = await findSendable(db, id);
  if (!draft) throw contractNotFound();
  if (draft.status !== 'draft') {
    throw contractConflict(
      `Only a draft can be sent; this contract is ${draft.status}`,
      draft.status,
    );
  }
  const sentAt = new Date();
  const expiresAt = draft.expires_at
    ? new Date(draft.expires_at)
    : new Date(sentAt.getTime() + DEFAULT_EXPIRY_DAYS * 86_400_000);
  if (expiresAt <= sentAt) {
    throw contractConflict('The expiry date of this contract has passed; choose a later one');
  }
  if (!storage) throw new Error('Sending a contract needs the storage service');
  const signers = await signersForSending(db, id);
  const pdf = await originalPdf(draft, signers, await readAgencyName(db));
  const sha256 = sha256Hex(pdf);
  const path = originalPdfPath(id);
  await storage.put('documents', path, pdf, {
    contentType: 'application/pdf',
    upsert: true,
    ownerId: options.userId,
  });
  return await db.transaction(async (tx) => {
    const current = await findSendable(tx, id, { lock: true });
    if (!current) throw contractNotFound();
    if (current.updated_at !== draft.updated_at) {
      throw contractConflict('This contract changed while it was being sent; send it again');
    }
    if (!(await markContractSent(tx, id, { sha256, path, sentAt, expiresAt }))) {
      throw contractConflict(
        `Only a draft can be sent; this contract is ${current.status}`,
        current.status,
      );
    }
    await appendAudit(tx, {
      contract_id: id,
      event: 'sent',
      actor: options.actor,
      ip: options.ip,
      user_agent: options.userAgent,
      details: {
        original_sha256: sha256,
        expires_at: expiresAt.toISOString(),
        signing_order: current.signing_order,
        signers: signers.length,
        ...(options.delivery === 'portal' ? { delivery: 'client_portal' } : {}),
      },
    });
    for (const signer of signersToRemind(current, signers)) {
      if (options.delivery === 'portal') {
        await markSignerSent(tx, signer.id, sentAt);
      } else {
        await issueSignerLink(tx, id, signer.id, {
          siteUrl: options.siteUrl,
          actor: options.actor,
          now: sentAt,
        });
      }
    }
    return readBack(await findContract(tx, id), `Contract ${id}`);
  });
}

/** send_contract: sendDraftContract, the signers e-mailed. */
export const sendContract = implement(contracts.actions.send_contract, {
  handler: async ({ id }, { db, caller, request, auth, storage }) => {
    if (!isUuid(id)) throw contractNotFound();
    const contract = await sendDraftContract(db, storage, id, {
      userId: caller.userId,
      actor: await adminActor(db, caller.userId),
      ip: request.ip,
      userAgent: request.userAgent,
      siteUrl: auth.settings.siteUrl,
      delivery: 'email',
    });
    return { contract };
  },
});
