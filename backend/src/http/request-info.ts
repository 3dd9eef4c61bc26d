import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwardedClient, type ProxyTrust, proxyHops } from './forwarded.ts';
import { isHostCall } from './host-calls.ts';

export { forwardedClient, type ProxyTrust };

/** Who is asking, as far as the connection tells: for rate limits and session records. */
export interface RequestInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * The client address (from X-Forwarded-For only behind proxies of ours, plus the shell host's
 * hop on its own calls: `hostCalls`) and user agent.
 */
export function requestInfo(c: Context, trustProxy: ProxyTrust): RequestInfo {
  const userAgent = c.req.header('user-agent') ?? null;
  const hops = proxyHops(trustProxy) + (isHostCall(c) ? 1 : 0);
  const forwarded = hops > 0 ? forwardedClient(c.req.header('x-forwarded-for'), hops) : null;
  if (forwarded) return { ip: forwarded, userAgent };
  try {
    return { ip: getConnInfo(c).remote.address ?? null, userAgent };
  } catch {
    return { ip: null, userAgent }; // no socket, e.g. app.request() in tests
  }
}
