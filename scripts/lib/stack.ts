/** The local stack: which app is served from where, and how its pieces start and stop. */

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReleaseIndex, RemoteIntegrity } from './releases';
import { createShellServer, hostSecretOf, takeoverAtOf, trustedProxies } from './shell-server';
import { createStaticServer, listen } from './static-server';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type AppName =
  | 'shell'
  | 'remote-public'
  | 'remote-portal'
  | 'remote-admin'
  | 'remote-automation';

export type StackApp = {
  folder: AppName;
  /** Federation name used as the key in config.json (the shell has none). */
  federationName: string | null;
  portVariable: string;
  defaultPort: number;
};

export const APPS: StackApp[] = [
  { folder: 'shell', federationName: null, portVariable: 'ATELIER_SHELL_PORT', defaultPort: 3000 },
  {
    folder: 'remote-public',
    federationName: 'remote_public',
    portVariable: 'ATELIER_PUBLIC_PORT',
    defaultPort: 3001,
  },
  {
    folder: 'remote-portal',
    federationName: 'remote_portal',
    portVariable: 'ATELIER_PORTAL_PORT',
    defaultPort: 3002,
  },
  {
    folder: 'remote-admin',
    federationName: 'remote_admin',
    portVariable: 'ATELIER_ADMIN_PORT',
    defaultPort: 3003,
  },
  {
    folder: 'remote-automation',
    federationName: 'remote_automation',
    portVariable: 'ATELIER_AUTOMATION_PORT',
    defaultPort: 3004,
  },
];

export const BACKEND_PORT_VARIABLE = 'ATELIER_BACKEND_PORT';
export const DEFAULT_BACKEND_PORT = 54321;

export function portOf(app: StackApp, env: NodeJS.ProcessEnv = process.env): number {
  return Number(env[app.portVariable] ?? app.defaultPort);
}

export function backendPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env[BACKEND_PORT_VARIABLE] ?? DEFAULT_BACKEND_PORT);
}

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPO_ROOT, env.ATELIER_DATA_DIR ?? '.data');
}

/** Where `pnpm build` releases each remote: `<remote>/<version>/` (scripts/lib/releases.ts). */
export const RELEASES_ROOT = path.join(REPO_ROOT, 'dist/releases');

export type ShellConfig = {
  backendUrl: string;
  publicKey: string;
  remotes: Record<string, string>;
  /** The release each remote's URL points at (docs/deploy.md). */
  versions?: Record<string, string>;
  /** What the shell and its host check the remote's code against before running it. */
  integrity?: Record<string, RemoteIntegrity>;
  /** Whether a failed call may show demo data (docs/platform.md#demo-fallback). */
  demoFallback: boolean;
};

/**
 * `config.json`'s `demoFallback`: on when the backend seeds the demo agency (`ATELIER_SEED`,
 * `demo` by default for `pnpm start`), unless `ATELIER_DEMO_FALLBACK` says `true` or `false`.
 */
export function demoFallbackOf(env: NodeJS.ProcessEnv = process.env): boolean {
  const explicit = env.ATELIER_DEMO_FALLBACK?.trim();
  if (explicit === 'true' || explicit === 'false') return explicit === 'true';
  if (explicit) throw new Error(`ATELIER_DEMO_FALLBACK must be true or false, got "${explicit}"`);
  return (env.ATELIER_SEED?.trim() || 'demo') === 'demo';
}

/**
 * The shell's runtime configuration. With the releases of a build, each remote is named at its
 * versioned prefix on its own port (`/remote-public/<version>/mf-manifest.json`) with its
 * version and integrity; without (`pnpm dev`), at the root of its dev server.
 */
export function shellConfig(
  publicKey: string,
  env: NodeJS.ProcessEnv = process.env,
  releases: ReleaseIndex | null = null,
): ShellConfig {
  const remotes: Record<string, string> = {};
  const versions: Record<string, string> = {};
  const integrity: Record<string, RemoteIntegrity> = {};
  for (const app of APPS) {
    if (!app.federationName) continue;
    const origin = `http://localhost:${portOf(app, env)}`;
    const release = releases?.[app.federationName];
    if (release) {
      remotes[app.federationName] =
        `${origin}/${release.folder}/${release.version}/mf-manifest.json`;
      versions[app.federationName] = release.version;
      integrity[app.federationName] = release.integrity;
    } else {
      remotes[app.federationName] = `${origin}/mf-manifest.json`;
    }
  }
  const config: ShellConfig = {
    backendUrl: `http://localhost:${backendPort(env)}`,
    publicKey,
    remotes,
    demoFallback: demoFallbackOf(env),
  };
  return releases ? { ...config, versions, integrity } : config;
}

/** Writes the shell's runtime configuration next to its built files (served no-cache). */
export async function writeShellConfig(
  config: ShellConfig,
  file = shellConfigPath(),
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
}

export function shellConfigPath(): string {
  return path.join(REPO_ROOT, 'shell/dist/config.json');
}

/** The secret of a stack whose environment names none: made once per process. */
const RUN_HOST_SECRET = randomBytes(32).toString('base64url');

/**
 * `ATELIER_HOST_SECRET` of the backend and the shell host this process starts: the
 * environment's, else one made for this run (both are started here, so both know it).
 */
export const stackHostSecret = (env: NodeJS.ProcessEnv): string =>
  hostSecretOf(env) ?? RUN_HOST_SECRET;

/**
 * Serves every app's `dist/` on its port; resolves once all listen, then loads remote-public's
 * render bundle in the background so that the first visitor gets a rendered page.
 */
export async function startStaticServers(host: string, env: NodeJS.ProcessEnv = process.env) {
  const shell = createShellServer({
    root: path.join(REPO_ROOT, 'shell/dist'),
    backendUrl: `http://127.0.0.1:${backendPort(env)}`,
    trustProxy: trustedProxies(env),
    siteUrl: shellOriginDefaults(env).ATELIER_SITE_URL,
    takeoverAt: takeoverAtOf(env),
    hostSecret: stackHostSecret(env),
  });
  const servers: Server[] = [];
  for (const app of APPS) {
    const server =
      app.federationName === null
        ? shell.server
        : createStaticServer({
            root: path.join(REPO_ROOT, app.folder, 'dist'),
            // Its releases, side by side under their versioned prefix; its root keeps serving
            // the newest build (what `pnpm dev` and an older config.json name).
            mounts: [{ prefix: `/${app.folder}/`, root: path.join(RELEASES_ROOT, app.folder) }],
            cors: true,
            trustProxy: trustedProxies(env),
          });
    await listen(server, portOf(app, env), host);
    servers.push(server);
  }
  void shell.renderer.warm();
  return servers;
}

export function closeServers(servers: Server[]): Promise<void> {
  return Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  ).then(() => undefined);
}

/**
 * The backend's defaults that depend on where the shell is served: the browser origin CORS
 * admits and the base of e-mailed links. A shell moved to another port (`ATELIER_SHELL_PORT`:
 * the bench, a second stack) would otherwise have every signed-in call refused by CORS.
 * Values set in the environment win.
 */
export function shellOriginDefaults(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const shell = APPS.find((app) => app.federationName === null);
  const port = shell ? portOf(shell, env) : 3000;
  return {
    ATELIER_CORS_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}`,
    ATELIER_SITE_URL: `http://localhost:${port}`,
    ...env,
  };
}

/** The backend as `pnpm build` leaves it (scripts/build-servers.ts): plain JavaScript. */
export const BACKEND_ENTRY = path.join(REPO_ROOT, 'backend/dist/main.mjs');

/** Runs the built backend as a child process (it owns the database); resolves once healthy. */
export async function startBackend(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  if (!existsSync(BACKEND_ENTRY)) {
    throw new Error(`${BACKEND_ENTRY} is missing: run \`pnpm build\` first.`);
  }
  const child = spawn(process.execPath, [BACKEND_ENTRY], {
    cwd: path.join(REPO_ROOT, 'backend'),
    env: { ...shellOriginDefaults(env), ATELIER_HOST_SECRET: stackHostSecret(env) },
    stdio: 'inherit',
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The backend stopped while starting (exit code ${code})`)),
    );
  });
  const url = `http://127.0.0.1:${backendPort(env)}/health`;
  const healthy = (async () => {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      try {
        const response = await fetch(url);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The backend did not become healthy at ${url}`);
  })();
  // Once started, a later exit is the caller's business (it listens for 'exit' itself).
  exited.catch(() => undefined);
  await Promise.race([healthy, exited]);
  return child;
}
