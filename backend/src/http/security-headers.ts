import type { MiddlewareHandler } from 'hono';
import { withAnswerHeaders } from './answer-headers.ts';
import { forwardedClient, type ProxyTrust, proxyHops } from './forwarded.ts';

/**
 * Sent on every answer of the backend and of every app's static host (scripts/lib): no MIME
 * sniffing, no full URLs (with their tokens) leaked to other sites, no framing anywhere (so
 * the admin cannot be clickjacked), and no camera, microphone, location or payment API for
 * any page or frame (the product uses none: card payments go through the provider's own page).
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const satisfies Record<string, string>;

/**
 * Strict-Transport-Security, sent only on answers to requests that came over HTTPS: a year,
 * subdomains included (docs/limits.md, HTTPS behind a proxy). Browsers ignore it over plain HTTP anyway.
 */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request reached us over HTTPS: on a TLS socket, or through proxies of ours
 * (`trustProxy`) whose `X-Forwarded-Proto` says `https`, read at the same place as the client
 * address in X-Forwarded-For (the entry our outermost proxy wrote). Without trusted proxies
 * the header is the client's own word and is never read.
 */
export function isHttpsRequest(request: {
  isEncrypted: boolean;
  forwardedProto: string | undefined;
  trustProxy: ProxyTrust;
}): boolean {
  if (request.isEncrypted) return true;
  const hops = proxyHops(request.trustProxy);
  if (hops === 0) return false;
  return forwardedClient(request.forwardedProto, hops)?.toLowerCase() === 'https';
}

/**
 * Adds `SECURITY_HEADERS` to every answer, errors and preflights included, and HSTS to those
 * of requests that came over HTTPS.
 */
export function securityHeaders(options: { trustProxy?: ProxyTrust } = {}): MiddlewareHandler {
  const trustProxy = options.trustProxy ?? false;
  // A route that chose its own value (e.g. a stricter policy) keeps it.
  return (c, next) => {
    const incoming = (c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined)
      ?.incoming;
    const isHttps = isHttpsRequest({
      isEncrypted: incoming?.socket?.encrypted === true,
      forwardedProto: c.req.header('x-forwarded-proto'),
      trustProxy,
    });
    return withAnswerHeaders(
      c,
      next,
      isHttps ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS_VALUE } : SECURITY_HEADERS,
    );
  };
}
