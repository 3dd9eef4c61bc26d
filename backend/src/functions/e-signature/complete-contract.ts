import type { EmailLocale } from '@atelier/shared/contract';
import {
  type ContractCompletion,
  renderSignedPdf,
  type Seal,
  sha256Hex,
  TimestampError,
} from '../../contracts-pdf/index.ts';
import {
  adminEmails,
  markContractSigned,
  type SignerEvidence,
  signersWithEvidence,
} from '../../db/contract-signing.ts';
import { appendAudit, contractProjectId } from '../../db/contracts.ts';
import { readAgencyName } from '../../db/settings.ts';
import { emailLocale, queueTemplatedEmail, recipientLocale } from '../../mail/templates/index.ts';
import { invoiceContractSigned } from '../invoice-automation/events.ts';
import { notifyContractSigned } from '../notifications-system/events.ts';
import type { ActionContext } from '../registry.ts';
import type { SigningLink } from './signing-link.ts';
import { signedCopyEmail } from './signing-mail.ts';

/**
 * Named by its hash: two last signatures completing at once may seal different bytes (a
 * timestamp is unique), and only the winner's path is recorded, so neither overwrites it.
 */
export const finalPdfPath = (contractId: string, sha256: string) =>
  `contracts/${contractId}/signed-${sha256.slice(0, 16)}.pdf`;

/**
 * Seals a contract every signer has signed: the final PDF (the original's pages, the
 * signatures and the completion certificate) is rendered and stored outside the transaction
 * (the storage service writes through its own connection), then the contract becomes
 * `signed` with `final_sha256`, audit `completed`, the e-mails, the notification and the
 * project's start invoices (its active rules, as when it starts). The PDF is dated by the last
 * signature, so a retry after a failure renders the same bytes, and only one caller moves the
 * contract from `sent`. Answers whether this call completed it.
 */
export async function completeIfAllSigned(ctx: ActionContext, link: SigningLink): Promise<boolean> {
  const { db, storage, request } = ctx;
  const signers = await signersWithEvidence(db, link.contract.id);
  if (signers.length === 0 || signers.some((s) => s.status !== 'signed')) return false;
  if (!storage) throw new Error('The e-signature function needs the storage service');
  if (!link.contract.original_path) throw new Error(`Contract ${link.contract.id} has no original`);
  const original = await storage.get('documents', link.contract.original_path);
  if (!original) throw new Error(`The original PDF of contract ${link.contract.id} is missing`);
  const agency = await readAgencyName(db);
  const siteUrl = ctx.auth.settings.siteUrl.replace(/\/+$/, '');
  const completedAt = lastSignature(signers);
  const evidence = completion(link, signers, {
    agency,
    completedAt,
    verifyUrl: `${siteUrl}/verify`,
    // The contract's language: its client's (as the original's), else the agency's.
    language: await recipientLocale(db, { clientId: link.contract.client_id }),
  });
  const { bytes, timestamp } = await seal(original.bytes, evidence, ctx.seal);
  const sha256 = sha256Hex(bytes);
  const path = finalPdfPath(link.contract.id, sha256);
  await storage.put('documents', path, bytes, { upsert: true, contentType: 'application/pdf' });
  return await db.transaction(async (tx) => {
    const final = { path, sha256, signedAt: completedAt };
    if (!(await markContractSigned(tx, link.contract.id, final))) return false;
    await appendAudit(tx, {
      contract_id: link.contract.id,
      event: 'completed',
      actor: 'system',
      ip: request.ip,
      user_agent: request.userAgent,
      details: {
        final_sha256: sha256,
        original_sha256: link.contract.original_sha256,
        ...(ctx.seal
          ? { sealed_by: agency, seal_fingerprint: ctx.seal.identity.fingerprint, timestamp }
          : {}),
      },
    });
    // Each signer in their language (a client's or a lead's), the admins in the agency's.
    const recipients = new Map<string, EmailLocale>();
    for (const to of await adminEmails(tx)) recipients.set(to, await emailLocale(tx));
    for (const s of signers) {
      if (!recipients.has(s.email)) {
        recipients.set(s.email, await recipientLocale(tx, { email: s.email }));
      }
    }
    for (const [to, locale] of recipients) {
      const title = link.contract.title;
      await queueTemplatedEmail(
        tx,
        signedCopyEmail({ to, contractId: link.contract.id, title, agency, siteUrl, locale }),
      );
    }
    await notifyContractSigned(tx, { id: link.contract.id, title: link.contract.title });
    // Signing starts the project's invoicing (docs/automation.md "Events"), in this
    // transaction: the invoices exist exactly when the contract is signed.
    const projectId = await contractProjectId(tx, link.contract.id);
    if (projectId) await invoiceContractSigned(tx, projectId, link.contract.title);
    return true;
  });
}

/**
 * The final PDF, sealed when the backend has a seal. A timestamp authority that does not answer
 * does not hold the contract back: it is sealed without the timestamp, and the audit says so.
 */
async function seal(
  original: Uint8Array,
  evidence: ContractCompletion,
  withSeal: Seal | undefined,
): Promise<{ bytes: Uint8Array; timestamp: 'added' | 'none' | 'unavailable' }> {
  if (!withSeal?.tsaUrl) {
    return { bytes: await renderSignedPdf(original, evidence, withSeal), timestamp: 'none' };
  }
  try {
    return { bytes: await renderSignedPdf(original, evidence, withSeal), timestamp: 'added' };
  } catch (error) {
    if (!(error instanceof TimestampError)) throw error;
    console.warn(`[contracts] sealed without a timestamp: ${error.message}`);
    const { identity } = withSeal;
    return {
      bytes: await renderSignedPdf(original, evidence, { identity }),
      timestamp: 'unavailable',
    };
  }
}

const lastSignature = (signers: readonly SignerEvidence[]): string =>
  signers
    .map((s) => s.signed_at ?? '')
    .sort()
    .at(-1) as string;

function completion(
  link: SigningLink,
  signers: readonly SignerEvidence[],
  facts: { agency: string; completedAt: string; verifyUrl: string; language: EmailLocale },
): ContractCompletion {
  return {
    language: facts.language,
    title: link.contract.title,
    contractId: link.contract.id,
    agency: { name: facts.agency },
    completedAt: facts.completedAt,
    verifyUrl: facts.verifyUrl,
    signers: signers.map((s) => ({
      name: s.name,
      email: s.email,
      role: s.role ?? '',
      signature: { type: s.signature_type ?? 'typed', value: s.signature_value ?? s.name },
      sentAt: s.sent_at,
      viewedAt: s.viewed_at,
      signedAt: s.signed_at ?? facts.completedAt,
      ip: s.ip,
      userAgent: s.user_agent,
    })),
  };
}
