import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createCallerResolver, type ResolveCaller } from './auth/caller.ts';
import type { Keys } from './auth/keys.ts';
import type { Database } from './db/database.ts';
import { functionRoutes } from './functions/dispatcher.ts';
import type { FunctionRegistry } from './functions/registry.ts';
import { errorResponse, notFoundResponse } from './http/error-responses.ts';
import { healthHandler } from './http/health.ts';

export interface AppDeps {
  db: Database;
  keys: Keys;
  /** Browser origins allowed by CORS (the shell); `*` allows any. */
  corsOrigins: readonly string[];
  functions: FunctionRegistry;
  /** Defaults to verifying tokens with `keys` and trusting signed sessions. */
  resolveCaller?: ResolveCaller;
  /** Read the client address from X-Forwarded-For; only behind your own reverse proxy. */
  trustProxy?: boolean;
}

/** Headers @supabase/supabase-js sends from the browser. */
export const corsAllowedHeaders = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'x-region',
];

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const origins = [...deps.corsOrigins];
  app.use(
    '*',
    cors({
      origin: origins.includes('*') ? '*' : origins,
      allowHeaders: corsAllowedHeaders,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 7200,
    }),
  );
  app.get('/health', healthHandler(deps.db));
  app.route(
    '/functions/v1',
    functionRoutes({
      db: deps.db,
      anonKey: deps.keys.anonKey,
      functions: deps.functions,
      resolveCaller: deps.resolveCaller ?? createCallerResolver({ keys: deps.keys }),
      trustProxy: deps.trustProxy ?? false,
    }),
  );
  app.notFound(notFoundResponse);
  app.onError(errorResponse);
  return app;
}
