import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { withAnswerHeaders } from './answer-headers.ts';

export interface CorsOptions {
  /** Browser origins allowed; `*` allows any. */
  origins: readonly string[];
  allowHeaders: string[];
  allowMethods: string[];
  exposeHeaders: string[];
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: number;
}

/**
 * Hono's `cors` answers preflights; on other requests the same headers it would add are set
 * before the route runs (`withAnswerHeaders`), since Hono's sets them on an answer already made
 * and so makes every answer a copy sent through a stream.
 */
export function corsHeaders(options: CorsOptions): MiddlewareHandler {
  const isAnyOrigin = options.origins.includes('*');
  const preflight = cors({
    origin: isAnyOrigin ? '*' : [...options.origins],
    allowHeaders: options.allowHeaders,
    allowMethods: options.allowMethods,
    exposeHeaders: options.exposeHeaders,
    maxAge: options.maxAge,
  });
  const exposed = options.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return await preflight(c, next);
    const origin = c.req.header('origin') ?? '';
    const allowed = isAnyOrigin ? '*' : options.origins.includes(origin) ? origin : undefined;
    await withAnswerHeaders(c, next, {
      ...(allowed ? { 'Access-Control-Allow-Origin': allowed } : {}),
      ...(exposed ? { 'Access-Control-Expose-Headers': exposed } : {}),
      // The answer depends on the origin unless any origin is allowed.
      ...(isAnyOrigin ? {} : { Vary: 'Origin' }),
    });
  };
}
