import type { PortalAuthorRole } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/** A row of `portal_messages` as the portal answers it, before its attachment is signed. */
export interface PortalMessageRow {
  id: string;
  client_id: string;
  project: { id: string; name: string } | null;
  author_role: PortalAuthorRole;
  author_name: string | null;
  body: string;
  attachment_path: string | null;
  read_at: string | null;
  created_at: string;
}

const messageSelect = `
  SELECT m.id, m.client_id,
         CASE WHEN p.id IS NULL THEN NULL
              ELSE json_build_object('id', p.id, 'name', p.name) END AS project,
         m.author_role,
         nullif(btrim(u.first_name || ' ' || u.last_name), '') AS author_name,
         m.body, m.attachment_path, m.read_at, m.created_at
  FROM portal_messages AS m
  LEFT JOIN projects AS p ON p.id = m.project_id
  LEFT JOIN users AS u ON u.id = m.author_user_id`;

/**
 * The latest `limit` messages of a client's conversation (one project's only when given),
 * oldest first. Always filtered by the client: a caller never names another's messages.
 */
export function listPortalMessages(
  q: Queryable,
  clientId: string,
  projectId: string | null,
  limit: number,
): Promise<PortalMessageRow[]> {
  return q.query<PortalMessageRow>(
    `SELECT * FROM (
       ${messageSelect}
       WHERE m.client_id = $1 AND ($2::uuid IS NULL OR m.project_id = $2::uuid)
       ORDER BY m.created_at DESC, m.id DESC
       LIMIT $3
     ) AS latest
     ORDER BY created_at, id`,
    [clientId, projectId, limit],
  );
}

/** Marks read what the other side wrote to this client (of one project when given). */
export async function markPortalMessagesRead(
  q: Queryable,
  clientId: string,
  writtenBy: PortalAuthorRole,
  projectId: string | null,
): Promise<void> {
  await q.query(
    `UPDATE portal_messages SET read_at = now()
     WHERE client_id = $1 AND author_role = $2 AND read_at IS NULL
       AND ($3::uuid IS NULL OR project_id = $3::uuid)`,
    [clientId, writtenBy, projectId],
  );
}

export interface NewPortalMessage {
  clientId: string;
  projectId: string | null;
  authorUserId: string;
  authorRole: PortalAuthorRole;
  body: string;
  attachmentPath: string | null;
}

export async function insertPortalMessage(
  tx: Queryable,
  message: NewPortalMessage,
): Promise<PortalMessageRow> {
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO portal_messages (client_id, project_id, author_user_id, author_role, body,
                                  attachment_path)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      message.clientId,
      message.projectId,
      message.authorUserId,
      message.authorRole,
      message.body,
      message.attachmentPath,
    ],
  );
  if (!inserted) throw new Error('INSERT INTO portal_messages returned no row');
  const [row] = await tx.query<PortalMessageRow>(`${messageSelect} WHERE m.id = $1`, [inserted.id]);
  if (!row) throw new Error('A message just inserted is missing');
  return row;
}

/** Whether `projectId` names a project of this client (a malformed id names none). */
export async function isClientProject(
  q: Queryable,
  clientId: string,
  projectId: string,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM projects
     WHERE client_id = $1 AND id::text = $2`,
    [clientId, projectId],
  );
  return rows.length > 0;
}

/** The e-mail addresses of every active admin and super_admin (who hear of a client's message). */
export async function adminEmails(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ email: string }>(
    `SELECT email FROM users
     WHERE role IN ('admin', 'super_admin') AND deactivated_at IS NULL ORDER BY email`,
  );
  return rows.map((row) => row.email);
}

/** A client as the agency's side of the conversation needs it; a malformed id names none. */
export async function findMessageClient(
  q: Queryable,
  clientId: string,
): Promise<{ id: string; name: string; email: string; notify_email: boolean } | undefined> {
  const [row] = await q.query<{ id: string; name: string; email: string; notify_email: boolean }>(
    'SELECT id, name, email, notify_email FROM clients WHERE id::text = $1',
    [clientId],
  );
  return row;
}
