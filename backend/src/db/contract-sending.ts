import type { ContractClause, ContractStatus, SigningOrder } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/** SQL of sending a contract, its signers' links, the reminders and the expiry (docs/contracts.md). */

/** What the original PDF and the e-mails are made from. */
export interface SendableContract {
  id: string;
  title: string;
  status: ContractStatus;
  signing_order: SigningOrder;
  value_cents: number | null;
  currency: string;
  body: ContractClause[];
  expires_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  client_name: string;
  client_company: string | null;
  /** The client's language: the PDF's own words are in it. */
  client_language: 'en' | 'fr';
}

/** A signer as the sending side needs it (never the token hash). */
export interface SendingSigner {
  id: string;
  name: string;
  email: string;
  role: string | null;
  position: number;
  status: string;
  sent_at: string | null;
  reminders_sent: number;
  last_reminded_at: string | null;
}

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

export async function findSendable(
  q: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SendableContract | undefined> {
  const [row] = await q.query<SendableContract>(
    `SELECT k.id, k.title, k.status, k.signing_order, k.value_cents, k.currency, k.body,
            k.expires_at, k.sent_at, k.created_at, k.updated_at, c.name AS client_name,
            c.company AS client_company, c.language AS client_language
     FROM contracts k JOIN clients c ON c.id = k.client_id
     WHERE k.id = $1${options.lock ? ' FOR UPDATE OF k' : ''}`,
    [id],
  );
  if (!row) return undefined;
  return {
    ...row,
    value_cents: row.value_cents === null ? null : Number(row.value_cents),
    expires_at: iso(row.expires_at),
    sent_at: iso(row.sent_at),
    created_at: iso(row.created_at) as string,
    updated_at: iso(row.updated_at) as string,
  };
}

export async function signersForSending(
  q: Queryable,
  contractId: string,
): Promise<SendingSigner[]> {
  const rows = await q.query<SendingSigner>(
    `SELECT id, name, email, role, position, status, sent_at, reminders_sent, last_reminded_at
     FROM contract_signers WHERE contract_id = $1 ORDER BY position, lower(email)`,
    [contractId],
  );
  return rows.map((row) => ({
    ...row,
    sent_at: iso(row.sent_at),
    last_reminded_at: iso(row.last_reminded_at),
  }));
}

/** Draft → sent, with the original PDF's key and hash; false when it was no longer a draft. */
export async function markContractSent(
  tx: Queryable,
  id: string,
  sent: { sha256: string; path: string; sentAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE contracts
     SET status = 'sent', sent_at = $2, expires_at = $3, original_sha256 = $4,
         original_path = $5, updated_at = now()
     WHERE id = $1 AND status = 'draft' RETURNING id`,
    [id, sent.sentAt, sent.expiresAt, sent.sha256, sent.path],
  );
  return rows.length > 0;
}

/**
 * A signer's new link: the hash of the new token replaces the old one (the old link stops
 * working). A first link marks the signer `sent`; a reminder counts (at most 5, the column's
 * limit) and keeps the status (`viewed` stays `viewed`).
 */
export async function storeSignerToken(
  tx: Queryable,
  signerId: string,
  tokenHash: string,
  issue: { at: Date; reminder: boolean },
): Promise<void> {
  await tx.query(
    issue.reminder
      ? `UPDATE contract_signers
         SET token_hash = $2, reminders_sent = LEAST(reminders_sent + 1, 5), last_reminded_at = $3
         WHERE id = $1`
      : `UPDATE contract_signers
         SET token_hash = $2, status = CASE WHEN status = 'pending' THEN 'sent' ELSE status END,
             sent_at = COALESCE(sent_at, $3)
         WHERE id = $1`,
    [signerId, tokenHash, issue.at],
  );
}

/**
 * A signer who takes their link in the client portal (a proposal's contract, sent as the
 * client accepts): marked `sent` without a token or an e-mail; `open_signing` issues the link.
 */
export async function markSignerSent(tx: Queryable, signerId: string, at: Date): Promise<void> {
  await tx.query(
    `UPDATE contract_signers
     SET status = CASE WHEN status = 'pending' THEN 'sent' ELSE status END,
         sent_at = COALESCE(sent_at, $2)
     WHERE id = $1`,
    [signerId, at],
  );
}

/**
 * Sent contracts whose `expires_at` is now or past become `expired`; answers their ids (the
 * caller writes the audit entries in the same transaction).
 */
export async function expireContracts(tx: Queryable, now: Date): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE contracts SET status = 'expired', updated_at = now()
     WHERE status = 'sent' AND expires_at <= $1 RETURNING id`,
    [now],
  );
  return rows.map((row) => row.id);
}

/**
 * Signers owed an automatic reminder at `now`: on a sent, unexpired contract, e-mailed,
 * neither signed nor declined, fewer than 5 reminders, and 5 days after their first e-mail
 * (no reminder yet) or 2 days after the last one.
 */
export async function signersDueForReminder(
  q: Queryable,
  now: Date,
): Promise<Array<{ contract_id: string; signer_id: string }>> {
  return await q.query<{ contract_id: string; signer_id: string }>(
    `SELECT s.contract_id, s.id AS signer_id
     FROM contract_signers s JOIN contracts k ON k.id = s.contract_id
     WHERE k.status = 'sent' AND k.expires_at > $1
       AND s.status IN ('sent', 'viewed') AND s.sent_at IS NOT NULL AND s.reminders_sent < 5
       AND (CASE WHEN s.reminders_sent = 0 OR s.last_reminded_at IS NULL
                 THEN s.sent_at + interval '5 days'
                 ELSE s.last_reminded_at + interval '2 days' END) <= $1
     ORDER BY s.contract_id, s.position`,
    [now],
  );
}
