import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../log/logger.ts';
import { withAnswerHeaders } from './answer-headers.ts';
import { type ProxyTrust, requestInfo } from './request-info.ts';

// What the request log middleware and the routes share: `c.get('logger')` is typed everywhere,
// without threading an Env type through every Hono app of the backend.
declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
    /** A child of the app's logger bound to `requestId`: log from a route with this. */
    logger: Logger;
    /** Set by the function dispatcher once the function and action are known to exist. */
    functionName?: string;
    functionAction?: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's id is kept only if it cannot smuggle anything into a log line or a header. */
const safeRequestId = /^[A-Za-z0-9._-]{1,128}$/;

export function acceptedRequestId(header: string | undefined): string | undefined {
  return header !== undefined && safeRequestId.test(header) ? header : undefined;
}

export interface RequestLogOptions {
  logger: Logger;
  /** Take the client address from X-Forwarded-For (only behind your own reverse proxy). */
  trustProxy: ProxyTrust;
}

/**
 * Gives each request an id (the caller's `X-Request-Id` when safe) and a logger bound to it,
 * answers with the id, and writes one line when the request ends. It must be the app's first
 * middleware so every answer — CORS preflights, 404s, errors — carries the id.
 */
export function requestLog({ logger, trustProxy }: RequestLogOptions): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = acceptedRequestId(c.req.header(REQUEST_ID_HEADER)) ?? randomUUID();
    const requestLogger = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', requestLogger);
    let isThrown = false;
    try {
      await withAnswerHeaders(c, next, { [REQUEST_ID_HEADER]: requestId });
    } catch (error) {
      // Only reached when the app's error handler itself failed.
      isThrown = true;
      requestLogger.error({ err: error }, 'Error handler failed');
      throw error;
    } finally {
      const status = isThrown ? 500 : c.res.status;
      const level = status >= 500 ? 'error' : 'info';
      // Its fields are gathered only when the line is written (not at ATELIER_LOG_LEVEL=warn).
      if (requestLogger.isLevelEnabled(level)) {
        requestLogger[level](
          {
            ...requestFields(c, trustProxy),
            status,
            // Until the answer's headers are ready; a streamed body may still be flowing.
            durationMs: Math.round((performance.now() - started) * 10) / 10,
          },
          'request',
        );
      }
    }
  };
}

/**
 * Only these fields: never headers, bodies or the query string, which can hold tokens
 * (`/auth/v1/token?grant_type=...`, signed storage URLs, reset links).
 */
function requestFields(c: Context, trustProxy: ProxyTrust) {
  return {
    method: c.req.method,
    path: c.req.path,
    function: c.get('functionName'),
    action: c.get('functionAction'),
    ip: requestInfo(c, trustProxy).ip,
  };
}
