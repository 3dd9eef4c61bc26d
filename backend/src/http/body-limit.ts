import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Hono's `bodyLimit`, except that a body announced by Content-Length is judged by that header
 * alone (Node's parser never reads past it) without touching `c.req.raw.body`: the body is then
 * read by `c.req.text()` straight from the socket rather than through a web stream, which
 * costs every request of the backend a stream per direction. Chunked bodies go through Hono's
 * counting reader as before.
 */
export function limitBody(
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) {
      return await counted(c, next);
    }
    if (Number.parseInt(length, 10) > maxSize) return await onError(c);
    await next();
  };
}
