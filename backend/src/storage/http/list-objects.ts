import type { Context } from 'hono';
import { z } from 'zod';
import { checkFolderPrefix } from '../object-path.ts';
import { MAX_LIST_LIMIT } from '../storage.ts';
import { assertAccess, storageCaller } from './access.ts';
import { fileObject, folderObject } from './file-object.ts';
import { bucketNamed } from './object-target.ts';
import { readJson } from './request-body.ts';
import type { StorageRouteDeps } from './route-deps.ts';

const lowerCase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

const listInput = z.object({
  prefix: z.string().optional(),
  limit: z.number().int().min(1).max(MAX_LIST_LIMIT).optional(),
  offset: z.number().int().min(0).optional(),
  search: z.string().max(255).optional(),
  sortBy: z
    .object({
      // We keep no access times: last_accessed_at sorts like updated_at.
      column: z
        .enum(['name', 'created_at', 'updated_at', 'last_accessed_at'])
        .transform((column) => (column === 'last_accessed_at' ? 'updated_at' : column))
        .optional(),
      order: z.preprocess(lowerCase, z.enum(['asc', 'desc'])).optional(),
    })
    .optional(),
});

/**
 * `POST /object/list/{bucket}` `{ prefix, limit, offset, sortBy, search }`: the names directly
 * inside the folder `prefix`, subfolders with null details.
 */
export const listObjects = (deps: StorageRouteDeps) => async (c: Context) => {
  const bucket = bucketNamed(c.req.param('bucket') ?? '');
  const caller = await storageCaller(c, deps);
  const input = await readJson(c, listInput);
  const prefix = checkFolderPrefix(input.prefix);
  assertAccess(caller, 'list', bucket, prefix);
  const entries = await deps.storage.list(bucket, { ...input, prefix });
  return c.json(
    entries.map((entry) =>
      entry.kind === 'folder' ? folderObject(entry.name) : fileObject(entry.name, entry.object),
    ),
  );
};
