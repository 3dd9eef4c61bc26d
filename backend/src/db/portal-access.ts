import type { Queryable } from './database.ts';

/**
 * SQL of the client portal's access (docs/portal.md): the caller's client record, the
 * "asked for access" marks of unlinked accounts, and the invitation state on clients.
 */

/** The client record a portal action works on, as `portalClient` resolves it. */
export interface PortalClientRow {
  id: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  currency: string;
  notify_email: boolean;
  /** The client's language (e-mails, PDFs, the portal's first language). */
  language: 'en' | 'fr';
  user_id: string;
  /** The e-mail the caller signs in with (it names them as a contract's signer). */
  account_email: string;
}

/** The client whose portal account is `userId`, if one is linked. */
export async function findClientOfUser(
  q: Queryable,
  userId: string,
): Promise<PortalClientRow | undefined> {
  const [row] = await q.query<PortalClientRow>(
    `SELECT c.id, c.name, c.company, c.email, c.phone, c.currency, c.notify_email, c.user_id,
            c.language, u.email AS account_email
     FROM clients c JOIN users u ON u.id = c.user_id
     WHERE c.user_id = $1`,
    [userId],
  );
  return row;
}

/**
 * Marks that this account asked for access; true the first time only, so the admins are
 * told once per account.
 */
export async function markAccessRequested(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO portal_access_requests (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [userId],
  );
  return rows.length > 0;
}

/** A client account that signed in without a client record to see (docs/portal.md). */
export interface PortalAccessRequestRow {
  user_id: string;
  email: string;
  name: string;
  company: string | null;
  requested_at: string;
}

/**
 * The client accounts that asked for access and are linked to no client, the newest first: a
 * self-registered account, or one whose access was revoked.
 */
export async function listAccessRequests(q: Queryable): Promise<PortalAccessRequestRow[]> {
  return q.query<PortalAccessRequestRow>(
    `SELECT u.id AS user_id, u.email, btrim(u.first_name || ' ' || u.last_name) AS name,
            u.company, r.requested_at
     FROM portal_access_requests r JOIN users u ON u.id = r.user_id
     WHERE u.role = 'client' AND NOT EXISTS (SELECT 1 FROM clients c WHERE c.user_id = u.id)
     ORDER BY r.requested_at DESC, u.email
     LIMIT 200`,
  );
}

/** The e-mail of a user, for the admins' "not linked" notice. */
export async function userEmail(q: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await q.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return row?.email;
}

/** Links the client to its portal account and stamps the invitation (clears a revocation). */
export async function markPortalInvited(
  tx: Queryable,
  clientId: string,
  userId: string,
): Promise<void> {
  await tx.query(
    `UPDATE clients SET user_id = $2, portal_invited_at = now(), portal_revoked_at = NULL,
                        updated_at = now()
     WHERE id = $1`,
    [clientId, userId],
  );
}

/** Links a self-registered account (no invitation) and clears a revocation. */
export async function linkPortalAccount(
  tx: Queryable,
  clientId: string,
  userId: string,
): Promise<void> {
  await tx.query(
    `UPDATE clients SET user_id = $2, portal_revoked_at = NULL, updated_at = now()
     WHERE id = $1`,
    [clientId, userId],
  );
  // Linked now: should it be unlinked one day, its next request tells the admins again.
  await tx.query('DELETE FROM portal_access_requests WHERE user_id = $1', [userId]);
}

/**
 * Unlinks the client's portal account and stamps the revocation. The account is marked as
 * having asked already, so its later requests answer NOT_LINKED without notifying anyone.
 */
export async function markPortalRevoked(
  tx: Queryable,
  clientId: string,
  userId: string,
): Promise<void> {
  await tx.query(
    `UPDATE clients SET user_id = NULL, portal_revoked_at = now(), updated_at = now()
     WHERE id = $1`,
    [clientId],
  );
  await markAccessRequested(tx, userId);
}

/** Replaces the account's password with one nobody knows: it can no longer sign in. */
export async function replacePasswordHash(
  tx: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    userId,
    passwordHash,
  ]);
}

/** The id of the client this account is linked to, other than `exceptClientId`. */
export async function otherClientOfUser(
  q: Queryable,
  userId: string,
  exceptClientId: string,
): Promise<string | undefined> {
  const [row] = await q.query<{ id: string }>(
    'SELECT id FROM clients WHERE user_id = $1 AND id <> $2',
    [userId, exceptClientId],
  );
  return row?.id;
}
