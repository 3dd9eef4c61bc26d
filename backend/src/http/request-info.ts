import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Who is asking, as far as the connection tells: for rate limits and session records. */
export interface RequestInfo {
  ip: string | null;
  userAgent: string | null;
}

/** The client address (from X-Forwarded-For only when `trustProxy`) and user agent. */
export function requestInfo(c: Context, trustProxy: boolean): RequestInfo {
  const userAgent = c.req.header('user-agent') ?? null;
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (forwarded) return { ip: forwarded, userAgent };
  try {
    return { ip: getConnInfo(c).remote.address ?? null, userAgent };
  } catch {
    return { ip: null, userAgent }; // no socket, e.g. app.request() in tests
  }
}
