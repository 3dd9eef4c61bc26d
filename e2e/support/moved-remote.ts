import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createStaticServer, listen } from '../../scripts/lib/static-server';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The config.json the shell's host reads on each page and serves to the browser. */
const configFile = path.join(repoRoot, 'shell/dist/config.json');

/**
 * Runs `body` while the shell's config.json names `manifestUrl` for `remote`, then puts the
 * file back as it was. Specs that call it run serially: they share that one file.
 */
export async function withRemoteAt<T>(
  remote: string,
  manifestUrl: string,
  body: () => Promise<T>,
): Promise<T> {
  const original = await readFile(configFile, 'utf8');
  try {
    const config = JSON.parse(original) as { remotes: Record<string, string> };
    config.remotes[remote] = manifestUrl;
    await writeFile(configFile, JSON.stringify(config, null, 2));
    return await body();
  } finally {
    await writeFile(configFile, original);
  }
}

/**
 * Runs `body` with `remote` served from a new loopback port (its `<folder>/dist`, with CORS as
 * the stack serves it) and config.json naming it there; `body` gets that origin.
 */
export async function withRemoteMoved<T>(
  remote: string,
  folder: string,
  body: (origin: string) => Promise<T>,
): Promise<T> {
  const moved = createStaticServer({ root: path.join(repoRoot, folder, 'dist'), cors: true });
  await listen(moved, 0, '127.0.0.1');
  const address = moved.address();
  const origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    return await withRemoteAt(remote, `${origin}/mf-manifest.json`, () => body(origin));
  } finally {
    await new Promise<void>((resolve) => {
      moved.close(() => resolve());
      // The browser keeps connections alive; close() alone would wait for them.
      moved.closeAllConnections();
    });
  }
}
