/**
 * The stack's host: serves the whole stack — shell, four remotes and the backend on the
 * embedded database — exactly as it would be hosted, from what `pnpm build` made. `pnpm start`
 * builds, then runs this file's build (`node dist/host/start.mjs`, scripts/build-servers.ts);
 * the end-to-end tests run that file alone. A backend that stops on its own is started again
 * (`supervise`); the rest stays up. Ctrl-C stops everything.
 */
import './lib/require-node';
import { loadOrCreateKeys } from '../backend/src/auth/keys';
import { readReleaseIndex } from './lib/releases';
import {
  APPS,
  backendPort,
  closeServers,
  dataDir,
  portOf,
  RELEASES_ROOT,
  shellConfig,
  startBackend,
  startStaticServers,
  writeShellConfig,
} from './lib/stack';
import { supervise } from './lib/supervisor';

const HOST = process.env.ATELIER_HOST ?? '127.0.0.1';

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
  await writeShellConfig(
    shellConfig(keys.anonKey, process.env, await readReleaseIndex(RELEASES_ROOT)),
  );

  const backend = await supervise({ name: 'backend', start: () => startBackend(env) });
  const servers = await startStaticServers(HOST);

  const lines = APPS.map((app) => `  ${app.folder.padEnd(18)} http://localhost:${portOf(app)}`);
  console.info(
    [
      '',
      'Atelier is running:',
      ...lines,
      `  ${'backend'.padEnd(18)} http://localhost:${backendPort()}`,
      '',
      `Open http://localhost:${portOf(APPS[0] as (typeof APPS)[number])} — press Ctrl-C to stop.`,
    ].join('\n'),
  );

  let isStopping = false;
  const stop = async () => {
    if (isStopping) return;
    isStopping = true;
    await closeServers(servers);
    await backend.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
