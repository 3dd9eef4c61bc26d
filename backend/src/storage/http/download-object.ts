import type { Context } from 'hono';
import { buckets } from '../buckets.ts';
import { noSuchKey, StorageError } from '../storage-error.ts';
import { assertAccess, storageCaller } from './access.ts';
import { objectResponse } from './object-response.ts';
import { objectTarget } from './object-target.ts';
import type { StorageRouteDeps } from './route-deps.ts';

/** `GET /object/{bucket}/{path}` and `/object/authenticated/...`: as the signed-in caller. */
export const downloadObject =
  (deps: StorageRouteDeps, route: 'authenticated' | null) => async (c: Context) => {
    const { bucket, path } = objectTarget(c, route);
    const caller = await storageCaller(c, deps);
    assertAccess(caller, 'read', bucket, path);
    const file = await deps.storage.get(bucket, path);
    if (!file) throw noSuchKey();
    return objectResponse(c, file, { scope: buckets[bucket].isPublic ? 'public' : 'private' });
  };

/** `GET /object/public/{bucket}/{path}`: public buckets only, no key or session needed. */
export const downloadPublicObject = (deps: StorageRouteDeps) => async (c: Context) => {
  const { bucket, path } = objectTarget(c, 'public');
  if (!buckets[bucket].isPublic) {
    throw new StorageError('AccessDenied', `The ${bucket} bucket is not public`);
  }
  const file = await deps.storage.get(bucket, path);
  if (!file) throw noSuchKey();
  return objectResponse(c, file, { scope: 'public' });
};

/** `GET /object/sign/{bucket}/{path}?token=...`: whoever holds an unexpired signed URL. */
export const downloadSignedObject = (deps: StorageRouteDeps) => async (c: Context) => {
  const { bucket, path } = objectTarget(c, 'sign');
  const token = c.req.query('token');
  if (!token) throw new StorageError('InvalidSignature', 'The signed URL has no token');
  const { secondsLeft } = await deps.storage.verifySignedUrl(bucket, path, token);
  const file = await deps.storage.get(bucket, path);
  if (!file) throw noSuchKey();
  return objectResponse(c, file, { scope: 'private', maxSeconds: secondsLeft });
};
