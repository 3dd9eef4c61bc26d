import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Who is asking, as far as the connection tells: for rate limits and session records. */
export interface RequestInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Whether reverse proxies of ours stand in front of the backend: `false` none (the socket
 * address is the client), `true` one, a number that many (`ATELIER_TRUSTED_PROXY_HOPS`).
 */
export type ProxyTrust = boolean | number;

/** The client address (from X-Forwarded-For only behind proxies of ours) and user agent. */
export function requestInfo(c: Context, trustProxy: ProxyTrust): RequestInfo {
  const userAgent = c.req.header('user-agent') ?? null;
  const hops = trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy;
  const forwarded = hops > 0 ? forwardedClient(c.req.header('x-forwarded-for'), hops) : null;
  if (forwarded) return { ip: forwarded, userAgent };
  try {
    return { ip: getConnInfo(c).remote.address ?? null, userAgent };
  } catch {
    return { ip: null, userAgent }; // no socket, e.g. app.request() in tests
  }
}

/**
 * Each proxy appends the address it received the request from, so the last `hops` entries are
 * written by our proxies and the one they name first (the `hops`-th from the right) is the
 * client. Entries left of it are the client's own words and are never read. Fewer entries than
 * hops (a request that bypassed an outer proxy): the left-most, written by our innermost one.
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - hops)] ?? null;
}
