import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { createFileOnce } from '../data-dir/create-file-once.ts';

// Imported by the start script to write the shell's config.json: no side effects on import.

export interface Keys {
  /** HS256 secret signing the anon key and session tokens. */
  jwtSecret: string;
  /** The public (anon) key the browser sends as `apikey` and as its anonymous bearer. */
  anonKey: string;
}

export interface LoadKeysOptions {
  dataDir: string;
  /** `ATELIER_JWT_SECRET`; when unset or empty, a secret is generated once and kept in the data dir. */
  jwtSecret?: string | undefined;
}

export const ISSUER = 'atelier';
export const MIN_SECRET_LENGTH = 32;

/** Fixed claims, so the same secret always yields the same anon key (HS256 is deterministic). */
const anonKeyIssuedAt = 1_767_225_600; // 2026-01-01T00:00:00Z
const anonKeyExpiresAt = 4_102_444_800; // 2100-01-01T00:00:00Z

interface SecretsFile {
  jwtSecret: string;
  createdAt: string;
}

export class KeysError extends Error {
  override readonly name = 'KeysError';
}

export const secretsFilePath = (dataDir: string): string => join(dataDir, 'secrets.json');

export async function loadOrCreateKeys({ dataDir, jwtSecret }: LoadKeysOptions): Promise<Keys> {
  // An empty ATELIER_JWT_SECRET counts as unset, as everywhere else in the configuration.
  const secret = jwtSecret ? jwtSecret : await loadOrCreateSecret(dataDir);
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new KeysError(`ATELIER_JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return { jwtSecret: secret, anonKey: await signAnonKey(secret) };
}

export function secretKey(jwtSecret: string): Uint8Array {
  return new TextEncoder().encode(jwtSecret);
}

async function signAnonKey(jwtSecret: string): Promise<string> {
  return await new SignJWT({ role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt(anonKeyIssuedAt)
    .setExpirationTime(anonKeyExpiresAt)
    .sign(secretKey(jwtSecret));
}

async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const path = secretsFilePath(dataDir);
  const existing = await readSecretsFile(path);
  if (existing) return existing.jwtSecret;

  const created: SecretsFile = {
    jwtSecret: randomBytes(48).toString('base64url'),
    createdAt: new Date().toISOString(),
  };
  if (await createFileOnce(path, `${JSON.stringify(created, null, 2)}\n`)) {
    return created.jwtSecret;
  }
  const winner = await readSecretsFile(path);
  if (!winner) throw new KeysError(`${path} vanished while it was being created`);
  return winner.jwtSecret;
}

async function readSecretsFile(path: string): Promise<SecretsFile | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const secret = (parsed as Partial<SecretsFile> | null)?.jwtSecret;
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
    // Never replace it silently: a new secret would sign everyone out and change the anon key.
    throw new KeysError(`${path} is damaged (no valid "jwtSecret"); fix or delete it`);
  }
  return { jwtSecret: secret, createdAt: String((parsed as SecretsFile).createdAt) };
}
