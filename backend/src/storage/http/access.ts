import type { Context } from 'hono';
import { bearerToken } from '../../auth/caller.ts';
import { isAdminRole } from '../../auth/roles.ts';
import { type BucketName, buckets } from '../buckets.ts';
import { topFolder } from '../object-path.ts';
import { StorageError } from '../storage-error.ts';
import type { StorageRouteDeps } from './route-deps.ts';

/** Who is calling, as far as storage rules care. */
export type StorageCaller =
  | { kind: 'anonymous' }
  | { kind: 'admin'; userId: string }
  /** `clientId`: the client record linked to the user; null when none (then no folder). */
  | { kind: 'client'; userId: string; clientId: string | null };

/** `read` covers downloads and signing a URL; `write` uploads and removals; `list` folders. */
export type StorageAction = 'read' | 'write' | 'list';

/** The caller of a request: its session checked by `resolveCaller`, a client's id looked up. */
export async function storageCaller(
  c: Context,
  { db, resolveCaller }: Pick<StorageRouteDeps, 'db' | 'resolveCaller'>,
): Promise<StorageCaller> {
  const caller = await resolveCaller(bearerToken(c.req.header('authorization')));
  if (caller.kind === 'anonymous') return caller;
  if (isAdminRole(caller.role)) return { kind: 'admin', userId: caller.userId };
  const [client] = await db.query<{ id: string }>('SELECT id FROM clients WHERE user_id = $1', [
    caller.userId,
  ]);
  return { kind: 'client', userId: caller.userId, clientId: client?.id ?? null };
}

/**
 * Admins may do anything anywhere; a client only inside `client-files/<their client id>/`;
 * anyone may read a public bucket. `path` is an object path, or a folder ('' = the top).
 */
export function accessProblem(
  caller: StorageCaller,
  action: StorageAction,
  bucket: BucketName,
  path: string,
): 'unauthorized' | 'forbidden' | null {
  if (action === 'read' && buckets[bucket].isPublic) return null;
  if (caller.kind === 'anonymous') return 'unauthorized';
  if (caller.kind === 'admin') return null;
  const isOwnFolder =
    bucket === 'client-files' &&
    caller.clientId !== null &&
    path !== '' &&
    topFolder(path) === caller.clientId;
  return isOwnFolder ? null : 'forbidden';
}

export function assertAccess(
  caller: StorageCaller,
  action: StorageAction,
  bucket: BucketName,
  path: string,
): void {
  const problem = accessProblem(caller, action, bucket, path);
  if (problem === 'unauthorized') {
    throw new StorageError('Unauthorized', 'Sign in to use this bucket');
  }
  if (problem === 'forbidden') {
    throw new StorageError(
      'AccessDenied',
      caller.kind === 'client' && caller.clientId === null
        ? 'Your account has no client folder'
        : 'Clients may only use their own folder, client-files/<client id>/',
    );
  }
}
