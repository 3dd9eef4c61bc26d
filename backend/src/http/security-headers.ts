import type { MiddlewareHandler } from 'hono';
import { withAnswerHeaders } from './answer-headers.ts';

/**
 * Sent on every answer of the backend and of every app's static host (scripts/lib): no MIME
 * sniffing, no full URLs (with their tokens) leaked to other sites, and no framing anywhere,
 * so the admin cannot be clickjacked.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "frame-ancestors 'none'",
} as const satisfies Record<string, string>;

/** Adds `SECURITY_HEADERS` to every answer, errors and preflights included. */
export function securityHeaders(): MiddlewareHandler {
  // A route that chose its own value (e.g. a stricter policy) keeps it.
  return (c, next) => withAnswerHeaders(c, next, SECURITY_HEADERS);
}
