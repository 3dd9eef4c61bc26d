/**
 * The production topology, built from the artifacts `pnpm build` leaves and copied out of the
 * repository (docs/deploy.md): the backend deployed with its production dependencies only,
 * twice, on one PostgreSQL database (`TEST_DATABASE_URL`, from scripts/with-postgres.sh) behind
 * a round-robin proxy; its files on an S3-compatible server and its mail to the SMTP sink; the
 * shell host on :3000; the remotes' releases from one plain static server at their versioned
 * prefixes. Playwright's global set-up: answers the teardown.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateKeys } from '../../backend/src/auth/keys';
import { createEmptyPostgresDatabase } from '../../backend/src/test/postgres-database';
import { startRoundRobinProxy } from '../../backend/src/test/round-robin-proxy';
import { startS3Server } from '../../backend/src/test/s3-server';
import { readReleaseIndex } from '../../scripts/lib/releases';
import { createStaticServer, listen } from '../../scripts/lib/static-server';
import { ADMIN } from '../support/auth';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHELL_PORT = 3000;
export const PROXY_PORT = 54321;
export const RELEASES_PORT = 3001;
const BACKEND_PORTS = [54331, 54332];
const JWT_SECRET = 'topology-test-secret-long-enough-for-hs256';
/** The shell host's and the backends' `ATELIER_HOST_SECRET` (docs/deploy.md "The host's own calls"). */
const HOST_SECRET = 'topology-host-secret-of-at-least-32-characters';

/** Where a spec finds the deployed folders: `<dir>/releases`, `<dir>/shell-host/public`. */
export const topologyDir = () => {
  const dir = process.env.TOPOLOGY_DIR;
  if (!dir) throw new Error('TOPOLOGY_DIR is set by the topology set-up');
  return dir;
};

async function waitForHealth(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let attempt = 0; attempt < 900; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not become ready at ${url}`);
}

function run(command: string, args: string[], env: Record<string, string>, cwd: string) {
  return spawn(command, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export default async function topologySetup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Run the topology test through scripts/with-postgres.sh');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-topology-'));
  process.env.TOPOLOGY_DIR = dir;
  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  const cleanups: Array<() => Promise<unknown>> = [];
  /** Stops what was started: after the tests, or when the set-up itself fails part-way. */
  const teardown = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) resolve();
            else child.once('exit', () => resolve());
          }),
      ),
    );
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    // The artifacts, out of the repository: nothing below reaches back into it.
    const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : null;
    const deployArgs = [
      '--filter',
      'backend',
      'deploy',
      '--prod',
      '--legacy',
      path.join(dir, 'backend'),
    ];
    if (pnpm)
      execFileSync(pnpm[0] as string, [pnpm[1] as string, ...deployArgs], {
        cwd: repoRoot,
        stdio: 'inherit',
      });
    else execFileSync('npx', ['-y', 'pnpm@10', ...deployArgs], { cwd: repoRoot, stdio: 'inherit' });
    await cp(path.join(repoRoot, 'dist/shell-host'), path.join(dir, 'shell-host'), {
      recursive: true,
    });
    await cp(path.join(repoRoot, 'dist/releases'), path.join(dir, 'releases'), { recursive: true });

    const database = await createEmptyPostgresDatabase(adminUrl);
    cleanups.push(() => database.drop());
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());

    const shellOrigin = `http://localhost:${SHELL_PORT}`;
    const backends = BACKEND_PORTS.map((port, index) => ({
      name: `backend-${index + 1}`,
      url: `http://127.0.0.1:${port}`,
      port,
    }));
    for (const backend of backends) {
      const dataDir = path.join(dir, `${backend.name}-data`);
      await mkdir(dataDir, { recursive: true });
      const child = run(
        process.execPath,
        [path.join(dir, 'backend/dist/main.mjs')],
        {
          DATABASE_URL: database.url,
          ATELIER_DATA_DIR: dataDir,
          ATELIER_BACKEND_PORT: String(backend.port),
          ATELIER_JWT_SECRET: JWT_SECRET,
          ATELIER_HOST_SECRET: HOST_SECRET,
          ATELIER_SEED: 'none',
          ATELIER_ADMIN_EMAIL: ADMIN.email,
          ATELIER_ADMIN_PASSWORD: ADMIN.password,
          ATELIER_SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
          ATELIER_MAIL_FROM: 'Atelier Studio <studio@atelier.example>',
          ATELIER_CORS_ORIGINS: `${shellOrigin},http://127.0.0.1:${SHELL_PORT}`,
          ATELIER_SITE_URL: shellOrigin,
          ATELIER_LOG_LEVEL: 'warn',
          ...s3.env,
        },
        path.join(dir, 'backend'),
      );
      children.push(child);
    }
    await Promise.all(
      backends.map((backend, index) =>
        waitForHealth(`${backend.url}/health/ready`, children[index] as ChildProcess, backend.name),
      ),
    );
    const proxy = await startRoundRobinProxy(backends, PROXY_PORT);
    cleanups.push(() => proxy.close());

    // One plain static server for every remote's releases: `/<remote>/<version>/…`.
    const releasesRoot = path.join(dir, 'releases');
    const releasesServer = createStaticServer({ root: releasesRoot, cors: true });
    await listen(releasesServer, RELEASES_PORT, '127.0.0.1');
    servers.push(releasesServer);

    // The shell host's config.json, as its team would write it.
    const releases = await readReleaseIndex(releasesRoot);
    if (!releases) throw new Error('dist/releases/index.json is missing: run pnpm build first');
    const keys = await loadOrCreateKeys({ dataDir: path.join(dir, 'keys'), jwtSecret: JWT_SECRET });
    const releasesOrigin = `http://localhost:${RELEASES_PORT}`;
    const config = {
      backendUrl: `http://localhost:${PROXY_PORT}`,
      publicKey: keys.anonKey,
      demoFallback: false,
      remotes: Object.fromEntries(
        Object.entries(releases).map(([name, release]) => [
          name,
          `${releasesOrigin}/${release.folder}/${release.version}/mf-manifest.json`,
        ]),
      ),
      versions: Object.fromEntries(
        Object.entries(releases).map(([name, release]) => [name, release.version]),
      ),
      integrity: Object.fromEntries(
        Object.entries(releases).map(([name, release]) => [name, release.integrity]),
      ),
    };
    // A static server answers once it has written its compressed copies: wait for that here.
    await Promise.all(Object.values(config.remotes).map((url) => fetch(url).then((r) => r.text())));
    const shellPublic = path.join(dir, 'shell-host/public');
    await writeFile(path.join(shellPublic, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
    const host = run(
      process.execPath,
      [path.join(dir, 'shell-host/server.mjs')],
      {
        PORT: String(SHELL_PORT),
        ATELIER_BACKEND_URL: `http://127.0.0.1:${PROXY_PORT}`,
        ATELIER_HOST_SECRET: HOST_SECRET,
      },
      path.join(dir, 'shell-host'),
    );
    children.push(host);
    await waitForHealth(`http://127.0.0.1:${SHELL_PORT}/config.json`, host, 'the shell host');
    // The first server render loads remote-public's bundle: done before the first test.
    await fetch(`http://127.0.0.1:${SHELL_PORT}/`).then((response) => response.text());
  } catch (error) {
    // A set-up that fails part-way leaves no backend, server or database behind.
    await teardown();
    throw error;
  }
  return teardown;
}
