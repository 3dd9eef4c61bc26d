import type { StaffRole, StaffUser } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/** The row is the wire shape (`StaffUser`): status and session count are derived here. */
const staffUserSelect = `
  SELECT u.id, u.email, u.first_name, u.last_name, u.role,
         u.deactivated_at IS NULL AS is_active, u.last_sign_in_at,
         (SELECT count(*)::int FROM auth_sessions s
          WHERE s.user_id = u.id AND s.revoked_at IS NULL) AS active_sessions,
         u.created_at
  FROM users u`;

/** Every admin and super_admin account, super_admins first, then by name. */
export async function listStaffUsers(q: Queryable): Promise<StaffUser[]> {
  return await q.query<StaffUser>(
    `${staffUserSelect}
     WHERE u.role IN ('super_admin', 'admin')
     ORDER BY u.role = 'super_admin' DESC, lower(u.first_name), lower(u.last_name), u.email`,
  );
}

/** One staff account (null for a client's account or an unknown id). */
export async function findStaffUser(q: Queryable, id: string): Promise<StaffUser | null> {
  const [row] = await q.query<StaffUser>(
    `${staffUserSelect} WHERE u.id = $1 AND u.role IN ('super_admin', 'admin')`,
    [id],
  );
  return row ?? null;
}

/**
 * Locks the active super_admins and the account `id` (in id order, so two changes at once
 * cannot deadlock) and says how many active super_admins there are: the last-super_admin
 * rule decides on this count, and nobody can change it until the transaction ends.
 */
export async function lockForRoleChange(q: Queryable, id: string): Promise<number> {
  const rows = await q.query<{ id: string; role: string; deactivated_at: string | null }>(
    `SELECT id, role, deactivated_at FROM users
     WHERE id = $1 OR (role = 'super_admin' AND deactivated_at IS NULL)
     ORDER BY id FOR UPDATE`,
    [id],
  );
  return rows.filter((row) => row.role === 'super_admin' && row.deactivated_at === null).length;
}

export async function setStaffRole(q: Queryable, id: string, role: StaffRole): Promise<void> {
  await q.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [id, role]);
}

/** Deactivates (recording by whom) or reactivates the account; its sessions are not touched. */
export async function setAccountActive(
  q: Queryable,
  id: string,
  isActive: boolean,
  byUserId: string,
): Promise<void> {
  await q.query(
    `UPDATE users SET
       deactivated_at = CASE WHEN $2::boolean THEN NULL ELSE coalesce(deactivated_at, now()) END,
       deactivated_by = CASE WHEN $2::boolean THEN NULL ELSE coalesce(deactivated_by, $3::uuid) END,
       updated_at = now()
     WHERE id = $1`,
    [id, isActive, byUserId],
  );
}

/** How many sessions of the account are still live (before they are ended). */
export async function countLiveSessions(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM auth_sessions WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
  return row?.count ?? 0;
}
