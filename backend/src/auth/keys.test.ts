import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeysError, loadOrCreateKeys, secretKey, secretsFilePath } from './keys.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'atelier-keys-')), 'data');
});

afterEach(async () => {
  await rm(join(dataDir, '..'), { recursive: true, force: true });
});

describe('loadOrCreateKeys', () => {
  it('generates a secret once, in a file only the owner can read', async () => {
    const keys = await loadOrCreateKeys({ dataDir });
    const file = JSON.parse(await readFile(secretsFilePath(dataDir), 'utf8'));
    expect(file.jwtSecret).toBe(keys.jwtSecret);
    expect(keys.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await stat(secretsFilePath(dataDir))).mode & 0o777).toBe(0o600);
  });

  it('gives the same secret and anon key on every load', async () => {
    const first = await loadOrCreateKeys({ dataDir });
    const second = await loadOrCreateKeys({ dataDir });
    expect(second).toEqual(first);
  });

  it('agrees on one secret when several processes start at once', async () => {
    const loads = await Promise.all(Array.from({ length: 5 }, () => loadOrCreateKeys({ dataDir })));
    expect(new Set(loads.map((keys) => keys.jwtSecret)).size).toBe(1);
  });

  it('makes the anon key a long-lived HS256 JWT with role anon, like Supabase', async () => {
    const { jwtSecret, anonKey } = await loadOrCreateKeys({ dataDir });
    expect(decodeProtectedHeader(anonKey)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(anonKey, secretKey(jwtSecret));
    expect(payload).toMatchObject({ role: 'anon', iss: 'atelier' });
    expect(decodeJwt(anonKey).exp).toBeGreaterThan(Date.now() / 1000 + 50 * 365 * 24 * 3600);
  });

  it('uses ATELIER_JWT_SECRET as given and writes no file', async () => {
    const jwtSecret = 'a-secret-from-the-environment-of-40-chars';
    const keys = await loadOrCreateKeys({ dataDir, jwtSecret });
    expect(keys.jwtSecret).toBe(jwtSecret);
    expect(keys).toEqual(await loadOrCreateKeys({ dataDir, jwtSecret }));
    await expect(stat(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('treats an empty ATELIER_JWT_SECRET as unset', async () => {
    const keys = await loadOrCreateKeys({ dataDir, jwtSecret: '' });
    expect(keys).toEqual(await loadOrCreateKeys({ dataDir }));
  });

  it('refuses a secret shorter than 32 characters', async () => {
    await expect(loadOrCreateKeys({ dataDir, jwtSecret: 'short' })).rejects.toThrow(KeysError);
  });

  it('refuses a damaged secrets file instead of replacing it', async () => {
    await loadOrCreateKeys({ dataDir });
    await writeFile(secretsFilePath(dataDir), '{"jwtSecret": ');
    await expect(loadOrCreateKeys({ dataDir })).rejects.toThrow(/is damaged/);
    expect(await readFile(secretsFilePath(dataDir), 'utf8')).toBe('{"jwtSecret": ');
  });
});
