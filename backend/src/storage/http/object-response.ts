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

/** Images a browser shows and never runs (no SVG, which can carry scripts). */
const INLINE_IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
]);

/**
 * The object's bytes with the type sniffed at upload and `nosniff`, so a browser never runs
 * them as something else; `?download[=name]` makes it an attachment. What clients and the
 * agency exchange (`client-files`) and the site's images are also served in a `sandbox`
 * (no script, no same origin), and a client file that is not an image is always an attachment:
 * a PDF with `/OpenAction` JavaScript is downloaded, never opened inline on the API's origin.
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
  if (object.bucket === 'client-files' || object.bucket === 'media') {
    headers['content-security-policy'] = "sandbox; default-src 'none'; frame-ancestors 'none'";
  }
  const download = c.req.query('download');
  const isAlwaysAttachment =
    object.bucket === 'client-files' && !INLINE_IMAGE_TYPES.has(object.contentType);
  if (download !== undefined || isAlwaysAttachment) {
    headers['content-disposition'] = attachment(
      download === undefined || download === '' ? fileName(object.path) : download,
    );
  }
  return c.body(bytes, 200, headers);
}

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
