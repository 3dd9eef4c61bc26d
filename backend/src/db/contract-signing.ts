import type {
  ContractClause,
  ContractStatus,
  SignatureType,
  SignerStatus,
  SigningOrder,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/**
 * SQL of the public signing function (docs/contracts.md, "The signing function"): a signer
 * found by the SHA-256 of their link token, their view, signature or decline, the completion
 * of the contract and the verification of a document's hash.
 */

/** A signer's link with the contract it opens. */
export interface SigningLink {
  signer: {
    id: string;
    name: string;
    email: string;
    role: string | null;
    position: number;
    status: SignerStatus;
    viewed_at: string | null;
    signed_at: string | null;
  };
  contract: {
    id: string;
    title: string;
    client_id: string;
    value_cents: number | null;
    currency: string;
    body: ContractClause[];
    status: ContractStatus;
    signing_order: SigningOrder;
    expires_at: string | null;
    signed_at: string | null;
    original_path: string | null;
    final_path: string | null;
    original_sha256: string | null;
    final_sha256: string | null;
  };
}

/** A signer with the evidence the final PDF's certificate prints (never the token hash). */
export interface SignerEvidence {
  id: string;
  name: string;
  email: string;
  role: string | null;
  position: number;
  status: SignerStatus;
  sent_at: string | null;
  viewed_at: string | null;
  signed_at: string | null;
  signature_type: SignatureType | null;
  signature_value: string | null;
  ip: string | null;
  user_agent: string | null;
}

type LinkRow = SigningLink['signer'] & {
  [K in keyof SigningLink['contract'] as `k_${K}`]: SigningLink['contract'][K];
};

/**
 * The link whose token hashes to `tokenHash`, or undefined. `lock` locks the contract row, so
 * the signers of one contract sign, decline and complete it one at a time.
 */
export async function findSigningLink(
  q: Queryable,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<SigningLink | undefined> {
  const [row] = await q.query<LinkRow>(
    `SELECT s.id, s.name, s.email, s.role, s.position, s.status, s.viewed_at, s.signed_at,
            k.id AS k_id, k.title AS k_title, k.client_id AS k_client_id,
            k.value_cents AS k_value_cents, k.currency AS k_currency, k.body AS k_body,
            k.status AS k_status, k.signing_order AS k_signing_order,
            k.expires_at AS k_expires_at, k.signed_at AS k_signed_at,
            k.original_path AS k_original_path, k.final_path AS k_final_path,
            k.original_sha256 AS k_original_sha256, k.final_sha256 AS k_final_sha256
     FROM contract_signers s JOIN contracts k ON k.id = s.contract_id
     WHERE s.token_hash = $1${options.lock ? ' FOR UPDATE OF k' : ''}`,
    [tokenHash],
  );
  if (!row) return undefined;
  const signer = { ...row } as Record<string, unknown>;
  const contract: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('k_')) {
      contract[key.slice(2)] = value;
      delete signer[key];
    }
  }
  return {
    signer: signer as SigningLink['signer'],
    contract: contract as SigningLink['contract'],
  };
}

/** Every signer of a contract in signing order, with their evidence. */
export async function signersWithEvidence(
  q: Queryable,
  contractId: string,
): Promise<SignerEvidence[]> {
  return await q.query<SignerEvidence>(
    `SELECT id, name, email, role, position, status, sent_at, viewed_at, signed_at,
            signature_type, signature_value, ip, user_agent
     FROM contract_signers WHERE contract_id = $1 ORDER BY position, lower(email)`,
    [contractId],
  );
}

/** The first view: `viewed` (unless already further) and its time; false when seen before. */
export async function markViewed(tx: Queryable, signerId: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE contract_signers
     SET viewed_at = now(), status = CASE WHEN status IN ('pending', 'sent') THEN 'viewed' ELSE status END
     WHERE id = $1 AND viewed_at IS NULL RETURNING id`,
    [signerId],
  );
  return rows.length > 0;
}

export interface SignatureRecord {
  type: SignatureType;
  value: string;
  ip: string | null;
  userAgent: string | null;
}

/** The signature with its evidence; answers the time it was recorded. */
export async function recordSignature(
  tx: Queryable,
  signerId: string,
  signature: SignatureRecord,
): Promise<string> {
  const [row] = await tx.query<{ signed_at: string }>(
    `UPDATE contract_signers
     SET status = 'signed', signed_at = now(), viewed_at = COALESCE(viewed_at, now()),
         signature_type = $2, signature_value = $3, ip = $4, user_agent = $5
     WHERE id = $1 RETURNING signed_at`,
    [
      signerId,
      signature.type,
      signature.value,
      signature.ip,
      signature.userAgent?.slice(0, 1000) ?? null,
    ],
  );
  if (!row) throw new Error('UPDATE contract_signers returned no row');
  return row.signed_at;
}

/** The signer declines with their reason, and with it the contract (status `declined`). */
export async function recordDecline(
  tx: Queryable,
  link: SigningLink,
  decline: { reason: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE contract_signers
     SET status = 'declined', declined_at = now(), decline_reason = $2, ip = $3, user_agent = $4
     WHERE id = $1`,
    [link.signer.id, decline.reason, decline.ip, decline.userAgent?.slice(0, 1000) ?? null],
  );
  await tx.query(
    `UPDATE contracts SET status = 'declined', declined_reason = $2, updated_at = now()
     WHERE id = $1`,
    [link.contract.id, decline.reason],
  );
}

/** Sent → signed with the final PDF; false when the contract was no longer `sent`. */
export async function markContractSigned(
  tx: Queryable,
  contractId: string,
  final: { path: string; sha256: string; signedAt: string },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE contracts
     SET status = 'signed', signed_at = $2, final_path = $3, final_sha256 = $4, updated_at = now()
     WHERE id = $1 AND status = 'sent' RETURNING id`,
    [contractId, final.signedAt, final.path, final.sha256],
  );
  return rows.length > 0;
}

export interface VerifiedContract {
  id: string;
  title: string;
  status: ContractStatus;
  signed_at: string | null;
  document: 'final' | 'original';
}

/** The contract whose final (first) or original PDF has this SHA-256. */
export async function findByDocumentHash(
  q: Queryable,
  sha256: string,
): Promise<VerifiedContract | undefined> {
  const [row] = await q.query<VerifiedContract>(
    `SELECT id, title, status, signed_at,
            CASE WHEN final_sha256 = $1 THEN 'final' ELSE 'original' END AS document
     FROM contracts WHERE final_sha256 = $1 OR original_sha256 = $1
     ORDER BY (final_sha256 IS NOT DISTINCT FROM $1) DESC, created_at LIMIT 1`,
    [sha256],
  );
  return row;
}

/** The e-mail addresses of the agency's active admins (the signed copy and a decline go to them). */
export async function adminEmails(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ email: string }>(
    `SELECT email FROM users
     WHERE role IN ('admin', 'super_admin') AND deactivated_at IS NULL ORDER BY email`,
  );
  return rows.map((row) => row.email);
}
