import { Hono } from 'hono';
import { type AuthService, createAuthService } from './auth/auth-service.ts';
import { type AuthSettings, defaultAuthSettings } from './auth/auth-settings.ts';
import { createCallerResolver, type ResolveCaller } from './auth/caller.ts';
import type { Keys } from './auth/keys.ts';
import { backupHandler } from './backup/backup-route.ts';
import type { BackupSource } from './backup/create-backup.ts';
import type { Seal } from './contracts-pdf/index.ts';
import type { Database } from './db/database.ts';
import { calendarFeedRoutes } from './functions/calendar/feed-routes.ts';
import { functionRoutes } from './functions/dispatcher.ts';
import { newsletterRoutes } from './functions/marketing/newsletter-routes.ts';
import type { FunctionRegistry } from './functions/registry.ts';
import { siteFileRoutes } from './functions/site-settings/site-files-routes.ts';
import { gotrueRoutes } from './gotrue/routes.ts';
import { bodyLimits } from './http/body-limit.ts';
import { corsHeaders } from './http/cors.ts';
import { errorResponse, notFoundResponse } from './http/error-responses.ts';
import { healthHandler, liveHandler, readyHandler } from './http/health.ts';
import { hostCalls } from './http/host-calls.ts';
import { createMetrics } from './http/metrics.ts';
import type { ProxyTrust } from './http/request-info.ts';
import { REQUEST_ID_HEADER, requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { type Logger, silentLogger } from './log/logger.ts';
import { defaultPaymentProviders, type PaymentProviders } from './payments/index.ts';
import { stripeWebhookRoutes } from './payments/stripe-webhook.ts';
import { type Storage, storageRoutes } from './storage/index.ts';

export interface AppDeps {
  db: Database;
  keys: Keys;
  /** Browser origins allowed by CORS (the shell); `*` allows any. */
  corsOrigins: readonly string[];
  functions: FunctionRegistry;
  /** The job queue, when this process runs background work: `/health` reports it. */
  jobs?: JobQueue;
  /** Token lifetimes, site URL, rate limits; defaults to `defaultAuthSettings`. */
  authSettings?: AuthSettings;
  /**
   * Defaults to verifying tokens with `keys` and checking their session in the session store.
   * Tests of the dispatcher alone pass `createCallerResolver({ keys })` (signature only).
   */
  resolveCaller?: ResolveCaller;
  /**
   * Read the client address from X-Forwarded-For; only behind your own reverse proxies: `true`
   * for one, a number for that many (see requestInfo).
   */
  trustProxy?: ProxyTrust;
  /**
   * `ATELIER_HOST_SECRET`: calls carrying it come from the shell's host, whose X-Forwarded-For
   * names the visitor of a form sent without script (http/host-calls.ts); absent: none does.
   */
  hostSecret?: string;
  /** Tests that wait for work done after an answer (`auth.settled()`) pass their own service. */
  auth?: AuthService;
  /** Files under `/storage/v1` (docs/storage.md); without it those paths answer 404. */
  storage?: Storage;
  /** Request lines and unexpected errors (docs/backend.md#logs); silent when absent (tests). */
  logger?: Logger;
  /** The portal's payment providers (`createPaymentProviders`); the `test` one alone by default. */
  payments?: PaymentProviders;
  /** `ATELIER_METRICS_TOKEN`: `/metrics` then asks for it as a bearer token; open without. */
  metricsToken?: string;
  /** `POST /internal/backup` for `pnpm backup` (backup/backup-route.ts); absent: no such route. */
  backup?: BackupSource;
  /** The agency's seal over signed contracts; without it the final PDFs are not signed (tests). */
  seal?: Seal;
}

/** Headers @supabase/supabase-js sends from the browser. */
export const corsAllowedHeaders = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'x-region',
  // Storage uploads (supabase-js storage-js).
  'x-upsert',
  'cache-control',
  // The browser's id of each call, which the backend logs and answers (docs/backend.md#logs).
  'x-request-id',
];

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const origins = [...deps.corsOrigins];
  const trustProxy = deps.trustProxy ?? false;
  // One service for both doors: the same sessions and the same rate-limit counters.
  const auth =
    deps.auth ??
    createAuthService({
      db: deps.db,
      keys: deps.keys,
      settings: deps.authSettings ?? defaultAuthSettings,
      logger: deps.logger,
    });
  const metrics = createMetrics({
    db: deps.db,
    ...(deps.jobs ? { jobs: deps.jobs } : {}),
    ...(deps.metricsToken ? { token: deps.metricsToken } : {}),
  });
  // Marks the shell host's calls (it answers nothing), before the log writes client addresses.
  app.use('*', hostCalls(deps.hostSecret));
  // The first to answer, so that every answer, even a preflight or a 404, carries the request id.
  app.use('*', requestLog({ logger: deps.logger ?? silentLogger, trustProxy }));
  // Inside the log, so the dispatcher's function and action are known when it counts.
  app.use('*', metrics.middleware);
  // Second, so that the same answers carry nosniff, Referrer-Policy and frame-ancestors.
  app.use('*', securityHeaders({ trustProxy }));
  app.use(
    '*',
    corsHeaders({
      origins,
      allowHeaders: corsAllowedHeaders,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Retry-After', REQUEST_ID_HEADER],
      maxAge: 7200,
    }),
  );
  // Every door's body limit (docs/limits.md), before any route reads a byte of the body.
  app.use('*', bodyLimits());
  const resolveCaller =
    deps.resolveCaller ??
    createCallerResolver({ keys: deps.keys, checkSession: auth.checkSession });
  const payments = deps.payments ?? defaultPaymentProviders;
  app.get('/health', healthHandler(deps.db, deps.jobs));
  app.get('/health/live', liveHandler);
  app.get('/health/ready', readyHandler(deps.db, deps.jobs));
  app.get('/metrics', metrics.handler);
  if (deps.backup) app.post('/internal/backup', backupHandler(deps.backup, deps.keys.jwtSecret));
  app.route(
    '/functions/v1',
    functionRoutes({
      db: deps.db,
      anonKey: deps.keys.anonKey,
      functions: deps.functions,
      resolveCaller,
      auth,
      trustProxy,
      payments,
      ...(deps.storage ? { storage: deps.storage } : {}),
      ...(deps.seal ? { seal: deps.seal } : {}),
    }),
  );
  // Stripe's events (docs/portal.md, Payment providers); only where Stripe is configured.
  if (payments.stripeWebhookSecret) {
    app.route(
      '/payments/v1',
      stripeWebhookRoutes({ db: deps.db, webhookSecret: payments.stripeWebhookSecret }),
    );
  }
  if (deps.storage) {
    app.route(
      '/storage/v1',
      storageRoutes({
        storage: deps.storage,
        db: deps.db,
        anonKey: deps.keys.anonKey,
        resolveCaller,
      }),
    );
  }
  app.route('/newsletter/v1', newsletterRoutes(deps.db));
  // Each admin's private iCalendar feed, for calendar apps (no API key; the token is the key).
  app.route('/calendar/v1', calendarFeedRoutes(deps.db, trustProxy));
  app.route('/site/v1', siteFileRoutes(deps.db, auth.settings.siteUrl));
  app.route('/auth/v1', gotrueRoutes({ auth, anonKey: deps.keys.anonKey, trustProxy }));
  app.notFound(notFoundResponse);
  app.onError(errorResponse);
  return app;
}
