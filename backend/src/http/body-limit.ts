import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import { largestBucketBytes } from '../storage/buckets.ts';

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * The largest request body each door of the backend reads (docs/limits.md). A body over its
 * door's limit is refused with 413 and `Connection: close` before more than the limit is read:
 * at once when Content-Length announces it, else while it streams in.
 */
export const BODY_LIMITS = {
  /** `/functions/v1`: one action's JSON. */
  functions: MiB,
  /** `/auth/v1`: e-mail, password and a few names. */
  auth: 64 * KiB,
  /** `/newsletter/v1`: the one-click unsubscribe form (`List-Unsubscribe=One-Click`). */
  newsletter: 4 * KiB,
  /** `/payments/v1`: one Stripe event. */
  payments: 256 * KiB,
  /**
   * `/storage/v1`: the largest bucket's files plus a multipart form's overhead; each upload is
   * then held to its own bucket's size (storage/buckets.ts) while it streams.
   */
  storage: largestBucketBytes + 64 * KiB,
  /** Every other path (health, metrics, site files, unknown paths): no body is expected. */
  other: 64 * KiB,
} as const;

/** The limit of the door `path` goes through. */
export function bodyLimitOf(path: string): number {
  const door = /^\/(functions|auth|newsletter|payments|storage)\/v1(?:\/|$)/.exec(path)?.[1];
  return door ? BODY_LIMITS[door as keyof typeof BODY_LIMITS] : BODY_LIMITS.other;
}

/** Sizes in words for the 413's message: `1 MiB`, `64 KiB`. */
export function sizeInWords(bytes: number): string {
  if (bytes % MiB === 0) return `${bytes / MiB} MiB`;
  if (bytes % KiB === 0) return `${bytes / KiB} KiB`;
  return `${bytes} bytes`;
}

/**
 * The 413 of every door. The rest of the body stays unread, so the answer closes the
 * connection: those bytes are never read as the next request (and @hono/node-server drains at
 * most 64 MB of them for 500 ms before it cuts the connection).
 */
export function payloadTooLarge(c: Context, maxSize: number): AppError {
  c.header('Connection', 'close');
  return new AppError('PAYLOAD_TOO_LARGE', `Request body is larger than ${sizeInWords(maxSize)}`);
}

/**
 * The request may carry a body: Content-Length other than 0, a chunked one, or (a request made
 * in-process, `app.request`, which has neither header) a body stream. Over HTTP/1.1 a body
 * always comes with one of the headers, so `c.req.raw.body` (a web stream the adapter makes on
 * demand) is only looked at when both are missing.
 */
function hasBody(c: Context): boolean {
  if (c.req.header('transfer-encoding') !== undefined) return true;
  const length = c.req.header('content-length');
  if (length !== undefined) return length.trim() !== '0';
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return false;
  return c.req.raw.body !== null;
}

/**
 * Reads `stream` while counting its bytes and stops at `maxBytes`: `undefined` (the stream
 * cancelled) once the body is longer, so no more than `maxBytes` is ever held.
 */
export async function readWithin(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Refuses a body longer than `maxSize` with `payloadTooLarge`. A body announced by
 * Content-Length is judged by that header alone (Node's parser never reads past it) without
 * touching `c.req.raw.body`, so it is later read straight from the socket rather than through a
 * web stream. A chunked body is counted as it streams (`readWithin`) and handed on as bytes.
 * With `countChunked: false` (storage, which counts each upload against its own bucket as it
 * reads), only the announced length is checked here.
 */
export function limitBody(
  maxSize: number,
  options: { countChunked?: boolean } = {},
): MiddlewareHandler {
  const countChunked = options.countChunked ?? true;
  return async (c, next) => {
    if (!hasBody(c)) return await next();
    const length = c.req.header('content-length');
    const isCounted = c.req.header('transfer-encoding') !== undefined || length === undefined;
    if (!isCounted) {
      const declared = Number(length);
      if (!Number.isSafeInteger(declared) || declared > maxSize) {
        throw payloadTooLarge(c, maxSize);
      }
      return await next();
    }
    if (!countChunked) return await next();
    // No route reads the body of a GET or HEAD, and the adapter hands none on to count: a
    // chunked one (which no browser sends) is refused rather than drained.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') throw payloadTooLarge(c, maxSize);
    const stream = c.req.raw.body;
    if (!stream) return await next();
    const bytes = await readWithin(stream, maxSize);
    if (!bytes) throw payloadTooLarge(c, maxSize);
    c.req.raw = new Request(c.req.raw, { body: bytes });
    await next();
  };
}

/**
 * Every door's limit (`bodyLimitOf`), for the whole app: nothing is read past it. Storage,
 * which answers its errors in its own format, applies its limit itself (storageRoutes) and
 * counts each upload against its own bucket's size as it reads it.
 */
export function bodyLimits(): MiddlewareHandler {
  return (c, next) => {
    if (/^\/storage\/v1(?:\/|$)/.test(c.req.path)) return next();
    return limitBody(bodyLimitOf(c.req.path))(c, next);
  };
}
