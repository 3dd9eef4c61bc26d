import type { Context } from 'hono';
import { type BucketName, buckets } from '../buckets.ts';
import { duplicate, StorageError, tooLarge } from '../storage-error.ts';
import { assertAccess, storageCaller } from './access.ts';
import { objectTarget } from './object-target.ts';
import { readBody } from './request-body.ts';
import type { StorageRouteDeps } from './route-deps.ts';

/** Room for the multipart boundaries and the small fields supabase-js adds around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * `POST /object/{bucket}/{path}`: the file as the raw body or as the file of a multipart form
 * (what supabase-js sends for a Blob or File); `x-upsert: true` replaces an existing object.
 * The caller's rights and a taken path are checked before the body is read.
 */
export const uploadObject = (deps: StorageRouteDeps) => async (c: Context) => {
  const { bucket, path } = objectTarget(c, null);
  const caller = await storageCaller(c, deps);
  assertAccess(caller, 'write', bucket, path);
  const upsert = c.req.header('x-upsert') === 'true';
  if (!upsert && (await deps.storage.info(bucket, path))) throw duplicate();
  const upload = await readUpload(c, bucket);
  const stored = await deps.storage.put(bucket, path, upload.bytes, {
    upsert,
    ownerId: caller.kind === 'anonymous' ? null : caller.userId,
    cacheControlSeconds: upload.cacheControlSeconds,
  });
  return c.json({ Id: stored.id, Key: `${bucket}/${stored.path}` });
};

interface Upload {
  bytes: Uint8Array;
  cacheControlSeconds: number | undefined;
}

async function readUpload(c: Context, bucket: BucketName): Promise<Upload> {
  const contentType = c.req.header('content-type') ?? '';
  const isForm = /^multipart\/form-data\s*;/i.test(contentType);
  const maxBytes = buckets[bucket].maxBytes + (isForm ? FORM_OVERHEAD_BYTES : 0);
  const body = await readBody(c, maxBytes, () => tooLarge(bucket));
  if (!isForm) {
    const maxAge = /max-age=(\d+)/i.exec(c.req.header('cache-control') ?? '')?.[1];
    return { bytes: body, cacheControlSeconds: wholeNumber(maxAge) };
  }
  const form = await parseForm(body, contentType);
  const file = firstFile(form);
  if (!file) throw new StorageError('InvalidRequest', 'The form holds no file');
  if (file.size > buckets[bucket].maxBytes) throw tooLarge(bucket);
  const cacheControl = form.get('cacheControl');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    cacheControlSeconds: typeof cacheControl === 'string' ? wholeNumber(cacheControl) : undefined,
  };
}

/** supabase-js names the file field '' ; any field holding a file will do. */
function firstFile(form: FormData): Blob | undefined {
  for (const value of form.values()) {
    if (typeof value !== 'string') return value;
  }
  return undefined;
}

async function parseForm(body: Uint8Array, contentType: string): Promise<FormData> {
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new StorageError('InvalidRequest', 'The multipart form is malformed');
  }
}

const wholeNumber = (text: string | undefined): number | undefined =>
  text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
