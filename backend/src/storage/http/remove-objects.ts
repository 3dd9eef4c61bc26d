import type { Context } from 'hono';
import { z } from 'zod';
import { checkObjectPath } from '../object-path.ts';
import { MAX_REMOVE_PATHS } from '../storage.ts';
import { assertAccess, storageCaller } from './access.ts';
import { fileObject } from './file-object.ts';
import { bucketNamed } from './object-target.ts';
import { readJson } from './request-body.ts';
import type { StorageRouteDeps } from './route-deps.ts';

const removeInput = z.object({
  // Exact object paths, despite the name (Supabase's); we keep no versions.
  prefixes: z.array(z.string()).min(1).max(MAX_REMOVE_PATHS),
});

/**
 * `DELETE /object/{bucket}` `{ prefixes: [paths] }` → the objects removed (paths that did not
 * exist are skipped). One path the caller may not touch refuses the whole request.
 */
export const removeObjects = (deps: StorageRouteDeps) => async (c: Context) => {
  const bucket = bucketNamed(c.req.param('bucket') ?? '');
  const caller = await storageCaller(c, deps);
  const { prefixes } = await readJson(c, removeInput);
  for (const path of prefixes) assertAccess(caller, 'write', bucket, checkObjectPath(path));
  const removed = await deps.storage.remove(bucket, prefixes);
  return c.json(
    removed.map((object) => ({ ...fileObject(object.path, object), bucket_id: object.bucket })),
  );
};
