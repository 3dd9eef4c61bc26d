import type { PortalContract, PortalProfile } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { updateColumns } from './sql.ts';

/**
 * The client portal's contracts and profile (docs/portal.md). Every statement is scoped by
 * `client_id`, the caller's own client as `portalClient` resolved it.
 */

const iso = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A portal contract and, for the server only, the caller's signer row. */
export type PortalContractRow = PortalContract & {
  signer_id: string | null;
  /** Stored PDF paths, for the download (never answered). */
  original_path: string | null;
  final_path: string | null;
};

/**
 * Sent contracts only (never a draft, nor one cancelled before it was sent). The caller's
 * signer is the one whose e-mail is their account's (`$2`); they can sign while the contract
 * waits for them: sent, not past its expiry, their link sent (their turn) and not yet used.
 */
const portalContractSelect = `
  SELECT k.id, k.title, k.status, k.value_cents, k.currency, k.sent_at, k.signed_at,
         k.expires_at, k.original_path, k.final_path, s.id AS signer_id,
         CASE WHEN s.id IS NULL THEN NULL
              ELSE json_build_object('status', s.status, 'signed_at', ${iso('s.signed_at')})
         END AS my_signer,
         coalesce(k.status = 'sent' AND (k.expires_at IS NULL OR k.expires_at > now())
                  AND s.status IN ('sent', 'viewed'), false) AS can_sign,
         CASE WHEN k.status = 'signed' AND k.final_path IS NOT NULL THEN 'final'
              WHEN k.original_path IS NOT NULL THEN 'original'
         END AS download
  FROM contracts k
  LEFT JOIN contract_signers s ON s.contract_id = k.id AND s.email = lower($2)
  WHERE k.client_id = $1 AND k.status <> 'draft' AND k.sent_at IS NOT NULL`;

export async function listPortalContracts(
  q: Queryable,
  clientId: string,
  accountEmail: string,
): Promise<PortalContractRow[]> {
  return await q.query<PortalContractRow>(`${portalContractSelect} ORDER BY k.sent_at DESC, k.id`, [
    clientId,
    accountEmail,
  ]);
}

/** One sent contract of this client; undefined for another client's id or an unknown one. */
export async function findPortalContract(
  q: Queryable,
  clientId: string,
  accountEmail: string,
  id: string,
): Promise<PortalContractRow | undefined> {
  const [row] = await q.query<PortalContractRow>(`${portalContractSelect} AND k.id = $3`, [
    clientId,
    accountEmail,
    id,
  ]);
  return row;
}

/** The client columns the portal's profile may change. */
export type ProfileColumns = Partial<
  Pick<PortalProfile, 'name' | 'company' | 'phone' | 'notify_email' | 'language'>
>;

/** Writes the given profile fields of the client, and the name and company on its account. */
export async function updatePortalProfile(
  tx: Queryable,
  client: { id: string; user_id: string },
  changes: ProfileColumns,
): Promise<void> {
  const columns = (['name', 'company', 'phone', 'notify_email', 'language'] as const).filter(
    (column) => changes[column] !== undefined,
  );
  if (columns.length === 0) return;
  await updateColumns(tx, 'clients', client.id, columns, changes);
  const [firstName = '', ...rest] = (changes.name ?? '').split(/\s+/);
  await tx.query(
    `UPDATE users SET first_name = CASE WHEN $2 THEN $3 ELSE first_name END,
                      last_name = CASE WHEN $2 THEN $4 ELSE last_name END,
                      company = CASE WHEN $5 THEN $6 ELSE company END,
                      updated_at = now()
     WHERE id = $1`,
    [
      client.user_id,
      changes.name !== undefined,
      firstName,
      rest.join(' '),
      changes.company !== undefined,
      changes.company ?? null,
    ],
  );
}

/** The profile as `update_profile` answers it. */
export async function findPortalProfile(q: Queryable, clientId: string): Promise<PortalProfile> {
  const [row] = await q.query<PortalProfile>(
    'SELECT name, company, email, phone, notify_email, language FROM clients WHERE id = $1',
    [clientId],
  );
  if (!row) throw new Error(`Client ${clientId} vanished`);
  return row;
}
