import { resolve } from 'node:path';
import { type AuthSettings, AuthSettingsError, readAuthSettings } from './auth/auth-settings.ts';
import { isLogLevel, type LogLevel, logLevels } from './log/logger.ts';
import { packageRoot } from './package-root.ts';
import { DEFAULT_STRIPE_API_URL, type StripeSettings } from './payments/index.ts';
import type { S3Settings } from './storage/s3-blob-store.ts';

export interface BackendConfig {
  host: string;
  port: number;
  /** Absolute; holds `pgdata/` (embedded database) and `secrets.json`. */
  dataDir: string;
  databaseUrl: string | undefined;
  corsOrigins: string[];
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  trustProxy: boolean;
  /** `ATELIER_TRUSTED_PROXY_HOPS`: how many proxies of ours stand in front (with trustProxy). */
  trustedProxyHops: number;
  /**
   * `ATELIER_HOST_SECRET`: the shell host sends it on its own calls, whose X-Forwarded-For then
   * names the visitor of a form sent without script (docs/deploy.md "The host's own calls").
   */
  hostSecret: string | undefined;
  /** How outgoing e-mail leaves: SMTP when `ATELIER_SMTP_URL` is set, else the local mail drop. */
  mail: MailSettings;
  /** `ATELIER_SEED`: `demo` fills an empty database with the sample agency, `none` leaves it. */
  seed: 'demo' | 'none';
  /** Token lifetimes, site URL and rate limits (docs/auth.md). */
  auth: AuthSettings;
  /** `ATELIER_S3_*`: store files in this S3-compatible bucket; unset: under `<dataDir>/storage`. */
  s3: S3Settings | undefined;
  /** `ATELIER_LOG_LEVEL`: the least severe level written to stdout; `silent` writes none. */
  logLevel: LogLevel;
  /** `ATELIER_STRIPE_*`: the portal's Stripe Checkout provider; unset: the `test` one alone. */
  stripe: StripeSettings | undefined;
  /** `ATELIER_METRICS_TOKEN`: `/metrics` asks for it as a bearer token; unset: open. */
  metricsToken: string | undefined;
  /**
   * The seal of signed contracts: `ATELIER_SIGNING_P12` (a PKCS#12 file's path or its base64)
   * and `_PASSWORD`, else a certificate generated and kept in the data dir; `ATELIER_TSA_URL`,
   * an RFC 3161 timestamp authority.
   */
  signing: { p12: string | undefined; p12Password: string | undefined; tsaUrl: string | undefined };
  /** `ATELIER_BACKUP_DIR` (default `<dataDir>/backups`) and `ATELIER_BACKUP_KEEP` (default 7). */
  backup: { dir: string; keep: number };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The folder holding the backend package: relative paths in the environment start here. */
export const repoRoot = resolve(packageRoot, '..');

export const DEFAULT_PORT = 54321;
export const DEFAULT_CORS_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/** Reads the backend's environment variables; an empty value counts as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const dataDir = read('ATELIER_DATA_DIR');
  const corsOrigins = read('ATELIER_CORS_ORIGINS');
  return {
    host: read('ATELIER_BACKEND_HOST') ?? '127.0.0.1',
    port: parsePort(read('ATELIER_BACKEND_PORT')),
    // Relative to the repository root wherever the backend starts, as the start scripts do.
    dataDir: resolve(repoRoot, dataDir ?? '.data'),
    databaseUrl: read('DATABASE_URL'),
    corsOrigins: corsOrigins
      ? corsOrigins
          .split(',')
          .map((origin) => origin.trim().replace(/\/+$/, ''))
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    // Secrets and passwords are used exactly as given (no trimming).
    jwtSecret: env.ATELIER_JWT_SECRET || undefined,
    adminEmail: read('ATELIER_ADMIN_EMAIL'),
    mail: mailSettings(read, resolve(repoRoot, dataDir ?? '.data')),
    adminPassword: env.ATELIER_ADMIN_PASSWORD || undefined,
    trustProxy: read('ATELIER_TRUST_PROXY') === 'true',
    trustedProxyHops: parseProxyHops(read('ATELIER_TRUSTED_PROXY_HOPS')),
    hostSecret: parseHostSecret(env.ATELIER_HOST_SECRET),
    seed: parseSeed(read('ATELIER_SEED')),
    auth: authSettings(read),
    s3: s3Settings(read, env),
    logLevel: parseLogLevel(read('ATELIER_LOG_LEVEL')),
    stripe: stripeSettings(read, env),
    // A secret: used exactly as given, like ATELIER_JWT_SECRET.
    metricsToken: env.ATELIER_METRICS_TOKEN || undefined,
    signing: {
      p12: read('ATELIER_SIGNING_P12'),
      p12Password: env.ATELIER_SIGNING_P12_PASSWORD || undefined,
      tsaUrl: httpUrl(read('ATELIER_TSA_URL'), 'ATELIER_TSA_URL'),
    },
    backup: {
      dir:
        optionalPath(read('ATELIER_BACKUP_DIR')) ??
        resolve(repoRoot, dataDir ?? '.data', 'backups'),
      keep: parseBackupKeep(read('ATELIER_BACKUP_KEEP')),
    },
  };
}

function parseBackupKeep(value: string | undefined): number {
  if (value === undefined) return 7;
  const keep = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(keep) || keep < 1) {
    throw new ConfigError(`ATELIER_BACKUP_KEEP must be a whole number >= 1, got "${value}"`);
  }
  return keep;
}

function httpUrl(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (!/^https?:\/\/[^/]/.test(value) || !URL.canParse(value)) {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

/**
 * Stripe is configured by its two keys together (half of them is a mistake, as for S3); the
 * API's address only changes for tests, which point it to a fake server.
 */
function stripeSettings(
  read: (name: string) => string | undefined,
  env: NodeJS.ProcessEnv,
): StripeSettings | undefined {
  // Secrets are used exactly as given, like ATELIER_JWT_SECRET.
  const secretKey = env.ATELIER_STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.ATELIER_STRIPE_WEBHOOK_SECRET || undefined;
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret) {
    const missing = secretKey ? 'ATELIER_STRIPE_WEBHOOK_SECRET' : 'ATELIER_STRIPE_SECRET_KEY';
    throw new ConfigError(`Stripe needs both ATELIER_STRIPE_* keys; missing ${missing}`);
  }
  const apiUrl = (read('ATELIER_STRIPE_API_URL') ?? DEFAULT_STRIPE_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(apiUrl) || !URL.canParse(apiUrl)) {
    throw new ConfigError(`ATELIER_STRIPE_API_URL must be an http(s) URL, got "${apiUrl}"`);
  }
  return { secretKey, webhookSecret, apiUrl };
}

/** All five `ATELIER_S3_*` variables or none: half a bucket configuration is a mistake. */
function s3Settings(
  read: (name: string) => string | undefined,
  env: NodeJS.ProcessEnv,
): S3Settings | undefined {
  const values: Record<string, string | undefined> = {
    ATELIER_S3_ENDPOINT: read('ATELIER_S3_ENDPOINT'),
    ATELIER_S3_BUCKET: read('ATELIER_S3_BUCKET'),
    ATELIER_S3_ACCESS_KEY_ID: read('ATELIER_S3_ACCESS_KEY_ID'),
    // A secret is used exactly as given, like ATELIER_JWT_SECRET.
    ATELIER_S3_SECRET_ACCESS_KEY: env.ATELIER_S3_SECRET_ACCESS_KEY || undefined,
    ATELIER_S3_REGION: read('ATELIER_S3_REGION'),
  };
  const {
    ATELIER_S3_ENDPOINT: endpoint,
    ATELIER_S3_BUCKET: bucket,
    ATELIER_S3_ACCESS_KEY_ID: accessKeyId,
    ATELIER_S3_SECRET_ACCESS_KEY: secretAccessKey,
    ATELIER_S3_REGION: region,
  } = values;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey || !region) {
    const missing = Object.keys(values).filter((name) => values[name] === undefined);
    if (missing.length === Object.keys(values).length) return undefined;
    throw new ConfigError(
      `S3 storage needs all ATELIER_S3_* variables; missing ${missing.join(', ')}`,
    );
  }
  if (!/^https?:\/\/[^/]/.test(endpoint) || !URL.canParse(endpoint)) {
    throw new ConfigError(`ATELIER_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  }
  return { endpoint, bucket, accessKeyId, secretAccessKey, region };
}

export interface MailSettings {
  /** `smtp://user:pass@host:port` or `smtps://...`; unset: `dropDir`. */
  smtpUrl: string | undefined;
  /** Messages as `.eml` files, when there is no SMTP server (the local stack). */
  dropDir: string;
  /** The sender, `Name <address>`. */
  from: string;
  /** `ATELIER_MAIL_CONCURRENCY`: messages in flight at once per backend process (default 4). */
  concurrency: number;
  /** `ATELIER_MAIL_RATE`: at most this many messages per second per process; unset: no pacing. */
  ratePerSecond: number | undefined;
}

export const DEFAULT_MAIL_FROM = 'Atelier <no-reply@localhost>';

function mailSettings(read: (name: string) => string | undefined, dataDir: string): MailSettings {
  const smtpUrl = read('ATELIER_SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl)) {
    throw new ConfigError('ATELIER_SMTP_URL must look like smtp://user:password@host:port');
  }
  const from = read('ATELIER_MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (!/^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(from)) {
    throw new ConfigError(
      `ATELIER_MAIL_FROM must be an address or "Name <address>", got "${from}"`,
    );
  }
  const concurrency = read('ATELIER_MAIL_CONCURRENCY') ?? '4';
  if (!/^[1-9]\d{0,2}$/.test(concurrency)) {
    throw new ConfigError(`ATELIER_MAIL_CONCURRENCY must be 1 to 999, got "${concurrency}"`);
  }
  const rate = read('ATELIER_MAIL_RATE');
  if (rate !== undefined && !(/^\d+(\.\d+)?$/.test(rate) && Number(rate) > 0)) {
    throw new ConfigError(`ATELIER_MAIL_RATE must be messages per second above 0, got "${rate}"`);
  }
  return {
    smtpUrl,
    dropDir: optionalPath(read('ATELIER_MAIL_DROP_DIR')) ?? resolve(dataDir, 'mail'),
    from,
    concurrency: Number(concurrency),
    ratePerSecond: rate === undefined ? undefined : Number(rate),
  };
}

function parseSeed(value: string | undefined): 'demo' | 'none' {
  if (value === undefined || value === 'demo') return 'demo';
  if (value === 'none') return 'none';
  throw new ConfigError(`ATELIER_SEED must be demo or none, got "${value}"`);
}

function authSettings(read: (name: string) => string | undefined): AuthSettings {
  try {
    return readAuthSettings(read);
  } catch (error) {
    if (error instanceof AuthSettingsError) throw new ConfigError(error.message);
    throw error;
  }
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined) return 'info';
  if (isLogLevel(value)) return value;
  throw new ConfigError(`ATELIER_LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${value}"`);
}

function parseProxyHops(value: string | undefined): number {
  if (value === undefined) return 1;
  const hops = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(hops) || hops < 1) {
    throw new ConfigError(`ATELIER_TRUSTED_PROXY_HOPS must be a whole number >= 1, got "${value}"`);
  }
  return hops;
}

/** A secret, used exactly as given; long enough not to be guessed. */
function parseHostSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) {
    throw new ConfigError(
      `ATELIER_HOST_SECRET must be at least 32 characters (e.g. openssl rand -base64 32), got ${value.length}`,
    );
  }
  return value;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`ATELIER_BACKEND_PORT must be a port number, got "${value}"`);
  }
  return port;
}

/** A path from the environment, relative to the repository root like ATELIER_DATA_DIR. */
function optionalPath(value: string | undefined): string | undefined {
  return value === undefined ? undefined : resolve(repoRoot, value);
}
