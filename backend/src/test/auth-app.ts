import type { Hono } from 'hono';
import { createApp } from '../app.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { AuthSettings } from '../auth/auth-settings.ts';
import type { Keys } from '../auth/keys.ts';
import type { Seal } from '../contracts-pdf/index.ts';
import type { Database } from '../db/database.ts';
import { allFunctions, createFunctionRegistry } from '../functions/index.ts';
import type { FunctionDefinition } from '../functions/registry.ts';
import type { PaymentProviders } from '../payments/index.ts';
import type { Storage } from '../storage/storage.ts';
import { type CallOptions, callFunction, testAuthSettings } from './fixtures.ts';

/** The full app (real session store) with the production functions plus `extra`. */
export function authTestApp(
  db: Database,
  keys: Keys,
  options: {
    authSettings?: AuthSettings;
    trustProxy?: boolean;
    /** `ATELIER_HOST_SECRET`: calls carrying it name their visitor in X-Forwarded-For. */
    hostSecret?: string;
    extra?: readonly FunctionDefinition[];
    /** A service of the test's own, to wait for work done after answers (`settled()`). */
    auth?: AuthService;
    /** Files for the actions that store some (`ctx.storage`) and under `/storage/v1`. */
    storage?: Storage;
    /** Payment providers of the test's own (a Stripe pointed to a fake API). */
    payments?: PaymentProviders;
    /** The seal of signed contracts (without it their final PDFs are not signed). */
    seal?: Seal;
  } = {},
): Hono {
  return createApp({
    db,
    keys,
    corsOrigins: ['http://localhost:3000'],
    functions: createFunctionRegistry([...allFunctions, ...(options.extra ?? [])]),
    authSettings: options.authSettings ?? testAuthSettings(),
    trustProxy: options.trustProxy ?? false,
    ...(options.hostSecret ? { hostSecret: options.hostSecret } : {}),
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.seal ? { seal: options.seal } : {}),
  });
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** `POST /functions/v1/user-authentication` with `{ action, ...payload }`. */
export async function callAuth(
  app: Hono,
  keys: Keys,
  action: string,
  payload: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<Answer> {
  const response = await callFunction(
    app,
    keys,
    'user-authentication',
    { action, ...payload },
    options,
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}
