import {
  PORTAL_FILE_URL_SECONDS,
  type PortalFile,
  type PortalMessage,
} from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { listPortalFiles, type PortalFileRow } from '../../db/portal-files.ts';
import { isClientProject, type PortalMessageRow } from '../../db/portal-messages.ts';
import type { Storage } from '../../storage/storage.ts';
import { portalNotFound } from './portal-client.ts';

/**
 * The portal's messages and files as both sides answer them: each file with a signed download
 * URL valid `PORTAL_FILE_URL_SECONDS` (the bucket is private), null where the app runs without
 * storage (some tests).
 */

async function signed(
  storage: Storage | undefined,
  path: string,
): Promise<{ url: string; expiresAt: string } | null> {
  if (!storage) return null;
  const link = await storage.signedUrl('client-files', path, PORTAL_FILE_URL_SECONDS);
  return { url: link.url, expiresAt: link.expiresAt.toISOString() };
}

export async function toPortalFile(
  row: PortalFileRow,
  storage: Storage | undefined,
): Promise<PortalFile> {
  const link = await signed(storage, row.path);
  return { ...row, url: link?.url ?? null, url_expires_at: link?.expiresAt ?? null };
}

export function toPortalFiles(
  rows: PortalFileRow[],
  storage: Storage | undefined,
): Promise<PortalFile[]> {
  return Promise.all(rows.map((row) => toPortalFile(row, storage)));
}

export async function toPortalMessages(
  q: Queryable,
  rows: PortalMessageRow[],
  storage: Storage | undefined,
): Promise<PortalMessage[]> {
  return await Promise.all(rows.map((row) => toPortalMessage(q, row, storage)));
}

export async function toPortalMessage(
  q: Queryable,
  row: PortalMessageRow,
  storage: Storage | undefined,
): Promise<PortalMessage> {
  const { attachment_path: path, ...message } = row;
  if (!path) return { ...message, attachment: null };
  // An attachment removed since stays named in the message, without a link.
  const [file] = await listPortalFiles(q, row.client_id, null, path);
  const link = file ? await signed(storage, path) : null;
  return {
    ...message,
    attachment: { path, name: file?.name ?? path.replace(/^.*\//, ''), url: link?.url ?? null },
  };
}

/**
 * The client's object at `path` in client-files, or 404: a path outside the client's folder
 * answers exactly as a path that names nothing.
 */
export async function ownFile(
  q: Queryable,
  clientId: string,
  path: string,
): Promise<PortalFileRow> {
  const [file] = path.startsWith(`${clientId}/`)
    ? await listPortalFiles(q, clientId, null, path)
    : [];
  if (!file) throw portalNotFound('File');
  return file;
}

/** Null, or a project of this client; another client's project answers as an unknown one. */
export async function ownProject(
  q: Queryable,
  clientId: string,
  projectId: string | null | undefined,
): Promise<string | null> {
  if (projectId === null || projectId === undefined) return null;
  if (!(await isClientProject(q, clientId, projectId))) throw portalNotFound('Project');
  return projectId;
}
