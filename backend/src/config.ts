import { resolve } from 'node:path';

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
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const repoRoot = resolve(import.meta.dirname, '..', '..');

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
    adminPassword: env.ATELIER_ADMIN_PASSWORD || undefined,
    trustProxy: read('ATELIER_TRUST_PROXY') === 'true',
  };
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`ATELIER_BACKEND_PORT must be a port number, got "${value}"`);
  }
  return port;
}
