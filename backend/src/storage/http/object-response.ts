import type { Context } from 'hono';
import { servedContentType } from '../content-type.ts';
import { fileName } from '../object-path.ts';
import type { StoredFile } from '../stored-object.ts';

export interface Caching {
  /** `public` only for public buckets: shared caches may keep those, never the others. */
  scope: 'public' | 'private';
  /** Upper bound on max-age (a signed URL's remaining life). */
  maxSeconds?: number;
}

/**
 * The object's bytes with the type sniffed at upload and `nosniff`, so a browser never runs
 * them as something else; `?download[=name]` makes it an attachment.
 */
export function objectResponse(c: Context, { object, bytes }: StoredFile, caching: Caching) {
  const maxAge = Math.min(object.cacheControlSeconds, caching.maxSeconds ?? Number.MAX_VALUE);
  const headers: Record<string, string> = {
    'content-type': servedContentType(object.contentType),
    'content-length': String(bytes.byteLength),
    'cache-control': `${caching.scope}, max-age=${Math.max(0, Math.floor(maxAge))}`,
    etag: `"${object.sha256}"`,
    'last-modified': new Date(object.updatedAt).toUTCString(),
    'x-content-type-options': 'nosniff',
  };
  const download = c.req.query('download');
  if (download !== undefined) {
    headers['content-disposition'] = attachment(download === '' ? fileName(object.path) : download);
  }
  return c.body(bytes, 200, headers);
}

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
