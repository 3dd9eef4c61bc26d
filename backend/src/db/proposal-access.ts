import type { Queryable } from './database.ts';

/**
 * SQL of the proposal e-mail's sign-in links (migration 0041, docs/auth.md "Proposal links").
 * Only the token's SHA-256 is stored.
 */

/** A link as its exchange reads it, locked, with what decides whether it still opens. */
export interface ProposalAccessLinkRow {
  id: string;
  proposal_id: string;
  client_id: string;
  session_id: string | null;
  is_usable: boolean;
  proposal_status: string;
  client_user_id: string | null;
}

/**
 * Stores a new link for the proposal's client, valid `ttlSeconds`; the proposal's older links
 * stop working (only the newest e-mail opens it).
 */
export async function insertProposalAccessLink(
  tx: Queryable,
  link: { proposalId: string; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await tx.query(
    `UPDATE proposal_access_links SET revoked_at = now()
     WHERE proposal_id = $1 AND revoked_at IS NULL`,
    [link.proposalId],
  );
  await tx.query(
    `INSERT INTO proposal_access_links (proposal_id, client_id, token_hash, expires_at)
     SELECT p.id, p.client_id, $2, now() + make_interval(secs => $3)
     FROM proposals p WHERE p.id = $1 AND p.client_id IS NOT NULL`,
    [link.proposalId, link.tokenHash, link.ttlSeconds],
  );
}

const linkSelect = `SELECT a.id, a.proposal_id, a.client_id, a.session_id, p.status AS proposal_status,
         c.user_id AS client_user_id,
         (a.expires_at > now() AND a.revoked_at IS NULL AND p.client_id = a.client_id
          AND p.status <> 'draft'
          AND (c.portal_revoked_at IS NULL OR c.portal_revoked_at < a.created_at)) AS is_usable
  FROM proposal_access_links a
  JOIN proposals p ON p.id = a.proposal_id
  JOIN clients c ON c.id = a.client_id
  WHERE a.token_hash = $1`;

/**
 * The link of this token hash. `is_usable`: not expired, not replaced, the proposal still the
 * client's and sent, and the client's portal access not revoked since the link was made.
 */
export async function findProposalAccessLink(
  q: Queryable,
  tokenHash: string,
): Promise<ProposalAccessLinkRow | undefined> {
  const [row] = await q.query<ProposalAccessLinkRow>(linkSelect, [tokenHash]);
  return row;
}

/** The same, locked for its use. */
export async function lockProposalAccessLink(
  tx: Queryable,
  tokenHash: string,
): Promise<ProposalAccessLinkRow | undefined> {
  const [row] = await tx.query<ProposalAccessLinkRow>(`${linkSelect} FOR UPDATE OF a`, [tokenHash]);
  return row;
}

/** Records a use: the session it started replaces the previous use's. */
export async function markProposalLinkUsed(
  tx: Queryable,
  linkId: string,
  sessionId: string,
): Promise<void> {
  await tx.query(
    `UPDATE proposal_access_links
     SET session_id = $2, last_used_at = now(), use_count = use_count + 1
     WHERE id = $1`,
    [linkId, sessionId],
  );
}
