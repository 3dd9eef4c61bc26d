/**
 * `pnpm dev`: every app in watch mode (Rsbuild dev servers on the stack's ports) and the
 * backend restarting on change. Remote code changes do not hot-reload into the shell:
 * reload the page.
 */
import './lib/require-node';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadOrCreateKeys } from '../backend/src/auth/keys';
import { pnpmCommand } from './lib/pnpm';
import { APPS, dataDir, portOf, REPO_ROOT, shellConfig, writeShellConfig } from './lib/stack';

async function main() {
  const env = {
    ...process.env,
    ATELIER_DATA_DIR: dataDir(),
    ATELIER_SEED: process.env.ATELIER_SEED ?? 'demo',
  };
  const keys = await loadOrCreateKeys({
    dataDir: env.ATELIER_DATA_DIR,
    jwtSecret: process.env.ATELIER_JWT_SECRET,
  });
  const configFile = path.join(env.ATELIER_DATA_DIR, 'dev-config.json');
  await writeShellConfig(shellConfig(keys.anonKey), configFile);

  const children = [
    spawn(...pnpmCommand(['--filter', 'backend', 'dev']), {
      cwd: REPO_ROOT,
      env,
      stdio: 'inherit',
    }),
    ...APPS.map((app) =>
      spawn(...pnpmCommand(['--filter', app.folder, 'dev']), {
        cwd: REPO_ROOT,
        env: { ...env, PORT: String(portOf(app)), ATELIER_CONFIG_FILE: configFile },
        stdio: 'inherit',
      }),
    ),
  ];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
