import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_SIGNED_URL_SECONDS } from '../signed-url.ts';
import { StorageError } from '../storage-error.ts';
import { assertAccess, storageCaller } from './access.ts';
import { objectTarget } from './object-target.ts';
import { readJson } from './request-body.ts';
import type { StorageRouteDeps } from './route-deps.ts';

const signInput = z.object({
  expiresIn: z.number().int().min(1).max(MAX_SIGNED_URL_SECONDS),
  transform: z.unknown().optional(),
});

/**
 * `POST /object/sign/{bucket}/{path}` `{ expiresIn }` → `{ signedURL }`, relative to
 * `/storage/v1` and not URL-encoded: supabase-js appends it to its storage URL and encodes it.
 */
export const signObject = (deps: StorageRouteDeps) => async (c: Context) => {
  const { bucket, path } = objectTarget(c, 'sign');
  const caller = await storageCaller(c, deps);
  assertAccess(caller, 'read', bucket, path);
  const input = await readJson(c, signInput);
  if (input.transform !== undefined) {
    throw new StorageError('InvalidRequest', 'Image transformations are not supported');
  }
  const { token } = await deps.storage.signedUrl(bucket, path, input.expiresIn);
  return c.json({ signedURL: `/object/sign/${bucket}/${path}?token=${token}` });
};
