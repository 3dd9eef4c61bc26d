import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { HOST_SECRET_HEADER } from './forwarded.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request carries the shell host's secret (`hostCalls`). */
    hostCall: boolean;
  }
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Marks the calls of the shell's host: those carrying `ATELIER_HOST_SECRET` in
 * `X-Atelier-Host-Secret` (compared in constant time). The host answers the public forms sent
 * without script and calls the backend for each visitor, writing the visitor's address in
 * X-Forwarded-For: for these calls alone `requestInfo` trusts that one more hop, so each
 * visitor has a rate-limit bucket of their own. Without a secret configured, no call is one.
 */
export function hostCalls(secret: string | undefined): MiddlewareHandler {
  const expected = secret ? digest(secret) : null;
  return async (c, next) => {
    const given = c.req.header(HOST_SECRET_HEADER);
    if (expected && given !== undefined && timingSafeEqual(digest(given), expected)) {
      c.set('hostCall', true);
    }
    await next();
  };
}

/** Whether the request was marked by `hostCalls`. */
export const isHostCall = (c: Context): boolean => c.get('hostCall') === true;
