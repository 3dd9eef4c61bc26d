import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import {
  BootstrapAdminError,
  ensureFirstAdmin,
  type FirstAdminResult,
} from './auth/bootstrap-admin.ts';
import { KeysError, loadOrCreateKeys } from './auth/keys.ts';
import { ConfigError, loadConfig } from './config.ts';
import { loadSealIdentity, SealIdentityError } from './contracts-pdf/index.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { type Database, DatabaseUnavailableError, openDatabase } from './db/database.ts';
import { MigrationError, migrate } from './db/migrate.ts';
import { readAgencyName } from './db/settings.ts';
import { createFunctionRegistry } from './functions/index.ts';
import { startBackgroundWork } from './jobs/background.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { createLogger } from './log/logger.ts';
import { dropTransport, smtpTransport } from './mail/transport.ts';
import { createPaymentProviders } from './payments/index.ts';
import { seedDemoData } from './seed/demo-seed.ts';
import { openBlobStore, openStorage } from './storage/index.ts';

class ListenError extends Error {
  override readonly name = 'ListenError';
}

/** Errors whose message says all the operator needs: printed alone, without a stack. */
const operatorErrors = [
  ConfigError,
  KeysError,
  SealIdentityError,
  DataDirLockedError,
  DatabaseUnavailableError,
  BootstrapAdminError,
  ListenError,
];

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  const keys = await loadOrCreateKeys({ dataDir: config.dataDir, jwtSecret: config.jwtSecret });
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });

  let server: ServerType | undefined;
  let admin: FirstAdminResult | undefined;
  const jobsLog = logger.child({ component: 'jobs' });
  const jobs = createJobQueue(db, {
    role: 'worker',
    onError: (error) => jobsLog.error({ err: error }, 'job queue error'),
  });
  let stopBackground: (() => void) | undefined;
  try {
    const applied = await migrate(db);
    if (applied.length > 0) {
      console.info(`Applied migrations: ${applied.map((m) => m.fileName).join(', ')}`);
    }
    // The queue's schema is ready before /health (which reports the queue) answers.
    await jobs.start();
    const storage = openStorage({
      db,
      jwtSecret: keys.jwtSecret,
      dataDir: config.dataDir,
      s3: config.s3,
    });
    const backupSource = {
      db,
      blobs: openBlobStore({ dataDir: config.dataDir, s3: config.s3 }),
      dataDir: config.dataDir,
    };
    const app = createApp({
      jobs,
      db,
      keys,
      corsOrigins: config.corsOrigins,
      functions: createFunctionRegistry(),
      authSettings: config.auth,
      trustProxy: config.trustProxy && config.trustedProxyHops,
      ...(config.hostSecret ? { hostSecret: config.hostSecret } : {}),
      logger,
      payments: createPaymentProviders({ stripe: config.stripe, siteUrl: config.auth.siteUrl }),
      storage,
      backup: backupSource,
      ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
      seal: {
        identity: await loadSealIdentity({
          dataDir: config.dataDir,
          agencyName: await readAgencyName(db),
          ...config.signing,
        }),
        tsaUrl: config.signing.tsaUrl,
      },
    });
    // Before listening: once /health answers, the first admin can sign in (tests and tools
    // start the backend, wait for /health and sign in straight away).
    admin = await ensureFirstAdmin(db, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    if (config.seed === 'demo') {
      const seed = await seedDemoData(db);
      if (seed.seeded) console.info('Seeded the demo agency (ATELIER_SEED=demo).');
    }
    server = createAdaptorServer({ fetch: app.fetch });
    const address = await listen(server, config.port, config.host);
    const where = db.driver === 'pglite' ? `pglite at ${config.dataDir}/pgdata` : 'postgres';
    console.info(
      `Backend listening on http://${urlHost(address)}:${address.port} (database: ${where})`,
    );
    console.info(
      config.s3
        ? `Storage: S3 bucket ${config.s3.bucket} at ${config.s3.endpoint}`
        : `Storage: ${config.dataDir}/storage`,
    );
    console.info(
      config.stripe
        ? `Payments: Stripe Checkout (${config.stripe.apiUrl}) and the test provider`
        : 'Payments: the test provider only (no ATELIER_STRIPE_* keys)',
    );
    const transport = config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl)
      : dropTransport(config.mail.dropDir);
    stopBackground = await startBackgroundWork({
      db,
      jobs,
      mail: {
        transport,
        from: config.mail.from,
        concurrency: config.mail.concurrency,
        ...(config.mail.ratePerSecond ? { ratePerSecond: config.mail.ratePerSecond } : {}),
      },
      logger: jobsLog,
      siteUrl: config.auth.siteUrl,
      storage,
      backup: { source: backupSource, settings: config.backup },
    });
    console.info(
      config.mail.smtpUrl
        ? `Mail: SMTP ${transport.description}, from ${config.mail.from}`
        : `Mail: no ATELIER_SMTP_URL, so e-mail is written to ${transport.description} (the mail drop)`,
    );
    printAdmin(admin);
  } catch (error) {
    // A generated password is shown only once: the start that created it must show it.
    if (admin) printAdmin(admin);
    server?.close();
    stopBackground?.();
    await jobs.stop(0);
    await db.close();
    throw error;
  }

  server.on('error', (error) => console.error('HTTP server error:', error));
  const stop = stopBackground;
  handleShutdown(server, db, async () => {
    stop();
    await jobs.stop();
  });
}

function listen(server: ServerType, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new ListenError(`port ${port} on ${host} is already in use (set ATELIER_BACKEND_PORT)`)
          : error,
      );
    });
    server.listen(port, host, () => resolve(server.address() as AddressInfo));
  });
}

function handleShutdown(
  server: ServerType,
  db: Database,
  stopBackground: () => Promise<void>,
): void {
  let isStopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (isStopping) {
      console.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    isStopping = true;
    console.info(`${signal}: shutting down`);
    // Requests and jobs in flight finish before the database closes; stragglers are cut after 5 s.
    server.close(() => void stopBackground().finally(() => closeDatabaseAndExit(db)));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 5000).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

async function closeDatabaseAndExit(db: Database): Promise<void> {
  try {
    await db.close();
  } catch (error) {
    console.error('Closing the database failed:', error);
    process.exit(1);
  }
  process.exit(0);
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
    console.error(`Database migration failed, nothing was changed. ${error.message}`);
  } else if (operatorErrors.some((type) => error instanceof type)) {
    console.error(`Backend could not start: ${(error as Error).message}`);
  } else {
    console.error('Backend could not start:', error);
  }
  process.exitCode = 1;
});
