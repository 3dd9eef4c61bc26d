import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBackend, packageName } from './build-servers';
import { REPO_ROOT } from './lib/stack';

describe('packageName', () => {
  it('names the package of a bare import', () => {
    expect(packageName('pg')).toBe('pg');
    expect(packageName('hono/cors')).toBe('hono');
    expect(packageName('@signpdf/utils')).toBe('@signpdf/utils');
    expect(packageName('@electric-sql/pglite/contrib/pgcrypto')).toBe('@electric-sql/pglite');
  });
});

describe('the built backend', () => {
  // Beside dist/, at the same depth, so that it finds the shipped migrations the same way.
  const outDir = path.join(REPO_ROOT, 'backend/.test-dist');
  const children: ChildProcess[] = [];
  const folders: string[] = [outDir];

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('runs with plain node: no tsx, no TypeScript, only its production dependencies', async () => {
    const outfile = path.join(outDir, 'main.mjs');
    const imported = await buildBackend(outfile);
    const manifest = JSON.parse(
      await readFile(path.join(REPO_ROOT, 'backend/package.json'), 'utf8'),
    ) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(imported).toContain('@electric-sql/pglite');
    expect(imported).not.toContain('tsx');
    expect(imported.filter((name) => name.startsWith('@atelier/'))).toEqual([]);
    expect(Object.keys(manifest.dependencies)).not.toContain('tsx');
    expect(Object.keys(manifest.devDependencies)).toContain('@atelier/shared');

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-built-backend-'));
    folders.push(dataDir);
    const port = 55_500 + (process.pid % 400);
    const child = spawn(process.execPath, [outfile], {
      cwd: path.join(REPO_ROOT, 'backend'),
      env: {
        PATH: process.env.PATH,
        ATELIER_DATA_DIR: dataDir,
        ATELIER_BACKEND_PORT: String(port),
        ATELIER_ADMIN_EMAIL: 'owner@example.com',
      },
      stdio: 'ignore',
    });
    children.push(child);
    let ready: { status: string; driver: string; checks: Record<string, string> } | undefined;
    for (let attempt = 0; attempt < 300 && !ready && child.exitCode === null; attempt += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health/ready`);
        if (response.ok) ready = (await response.json()) as typeof ready;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(child.exitCode).toBeNull();
    expect(ready).toMatchObject({
      status: 'ok',
      driver: 'pglite',
      checks: { database: 'ok', migrations: 'ok', queue: 'ok' },
    });
  }, 90_000);
});
