import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import {
  BootstrapAdminError,
  ensureFirstAdmin,
  type FirstAdminResult,
} from './auth/bootstrap-admin.ts';
import { KeysError, loadOrCreateKeys } from './auth/keys.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { type Database, openDatabase } from './db/database.ts';
import { MigrationError, migrate } from './db/migrate.ts';
import { createFunctionRegistry } from './functions/index.ts';

/** Errors whose message says all the operator needs: printed alone, without a stack. */
const operatorErrors = [ConfigError, KeysError, DataDirLockedError, BootstrapAdminError];

async function main(): Promise<void> {
  const config = loadConfig();
  const keys = await loadOrCreateKeys({ dataDir: config.dataDir, jwtSecret: config.jwtSecret });
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });

  let admin: FirstAdminResult;
  try {
    const applied = await migrate(db);
    if (applied.length > 0) {
      console.info(`Applied migrations: ${applied.map((m) => m.fileName).join(', ')}`);
    }
    admin = await ensureFirstAdmin(db, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
  } catch (error) {
    await db.close();
    throw error;
  }

  const app = createApp({
    db,
    keys,
    corsOrigins: config.corsOrigins,
    functions: createFunctionRegistry(),
    trustProxy: config.trustProxy,
  });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    const where = db.driver === 'pglite' ? `pglite at ${config.dataDir}/pgdata` : 'postgres';
    console.info(`Backend listening on http://${urlHost(info)}:${info.port} (database: ${where})`);
    printAdmin(admin);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${config.port} on ${config.host} is already in use (set ATELIER_BACKEND_PORT)`
        : error.message;
    console.error(`Backend could not start: ${reason}`);
    void stop(db, 1);
  });

  let isStopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (isStopping) {
      console.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    isStopping = true;
    console.info(`${signal}: shutting down`);
    // Requests in flight finish before the database closes; stragglers are cut after 5 s.
    server.close(() => void stop(db, 0));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 5000).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

async function stop(db: Database, exitCode: number): Promise<void> {
  try {
    await db.close();
  } catch (error) {
    console.error('Closing the database failed:', error);
    process.exit(1);
  }
  process.exit(exitCode);
}

function urlHost(info: AddressInfo): string {
  return info.family === 'IPv6' ? `[${info.address}]` : info.address;
}

function printAdmin(admin: FirstAdminResult): void {
  if (!admin.created) return;
  const password = admin.isPasswordGenerated
    ? admin.password
    : '(the password in ATELIER_ADMIN_PASSWORD)';
  console.info(`Admin sign-in: ${admin.email} / ${password}`);
  if (admin.isPasswordGenerated) console.info('This password is shown only once; note it now.');
}

main().catch((error: unknown) => {
  if (error instanceof MigrationError) {
    console.error(`Database migration failed — nothing was changed. ${error.message}`);
  } else if (operatorErrors.some((type) => error instanceof type)) {
    console.error(`Backend could not start: ${(error as Error).message}`);
  } else {
    console.error('Backend could not start:', error);
  }
  process.exitCode = 1;
});
