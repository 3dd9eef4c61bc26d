import type { PortalAuthorRole } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/** A client's object of `client-files` with what the portal knows of it, before signing. */
export interface PortalFileRow {
  path: string;
  name: string;
  size: number;
  type: string;
  uploaded_at: string;
  uploaded_by: PortalAuthorRole;
  project: { id: string; name: string } | null;
}

/**
 * The client's files: every object under `client-files/<client id>/` (whoever uploaded it,
 * registered or not), newest first, with its `portal_files` row when there is one. The folder
 * is the client's id, which the caller resolved on the server; no path is taken from input.
 */
export function listPortalFiles(
  q: Queryable,
  clientId: string,
  projectId: string | null,
  path: string | null = null,
): Promise<PortalFileRow[]> {
  return q.query<PortalFileRow>(
    `SELECT o.path,
            coalesce(f.name, regexp_replace(o.path, '^.*/', '')) AS name,
            o.size, o.content_type AS type, o.created_at AS uploaded_at,
            CASE WHEN u.role = 'client' THEN 'client' ELSE 'agency' END AS uploaded_by,
            CASE WHEN p.id IS NULL THEN NULL
                 ELSE json_build_object('id', p.id, 'name', p.name) END AS project
     FROM storage_objects AS o
     LEFT JOIN portal_files AS f ON f.path = o.path AND f.client_id = $1
     LEFT JOIN projects AS p ON p.id = f.project_id
     LEFT JOIN users AS u ON u.id = coalesce(o.owner_id, f.uploaded_by_user_id)
     WHERE o.bucket = 'client-files'
       AND starts_with(o.path, $1::text || '/')
       AND ($2::uuid IS NULL OR f.project_id = $2::uuid)
       AND ($3::text IS NULL OR o.path = $3)
     ORDER BY o.created_at DESC, o.path`,
    [clientId, projectId, path],
  );
}

export interface NewPortalFile {
  clientId: string;
  projectId: string | null;
  path: string;
  name: string;
  size: number;
  contentType: string;
  uploadedByUserId: string;
}

/** Records (or re-records, after an upsert of the same path) what the portal knows of a file. */
export async function upsertPortalFile(tx: Queryable, file: NewPortalFile): Promise<void> {
  await tx.query(
    `INSERT INTO portal_files (client_id, project_id, path, name, size, content_type,
                               uploaded_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (path) DO UPDATE
       SET project_id = excluded.project_id, name = excluded.name, size = excluded.size,
           content_type = excluded.content_type,
           uploaded_by_user_id = excluded.uploaded_by_user_id`,
    [
      file.clientId,
      file.projectId,
      file.path,
      file.name,
      file.size,
      file.contentType,
      file.uploadedByUserId,
    ],
  );
}
