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
            u.email AS account_email
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

/** The e-mail of a user, for the admins' "not linked" notice. */
export async function userEmail(q: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await q.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return row?.email;
}
