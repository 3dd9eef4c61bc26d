/**
 * The shell host as its team deploys it (docs/deploy.md): `dist/shell-host/server.mjs`, built by
 * `pnpm build`, serves `public/` beside it (the shell's build and its `config.json`) with the
 * server render, the page's CSP and the site files. Nothing else to install: run it with
 * `node server.mjs`.
 *
 * Environment: `PORT` (default 3000), `ATELIER_HOST` (default 127.0.0.1), `ATELIER_SHELL_ROOT`
 * (default `public/` beside this file), `ATELIER_BACKEND_URL` (where the host reaches the
 * backend; default config.json's `backendUrl`), `ATELIER_TRUST_PROXY` and
 * `ATELIER_TRUSTED_PROXY_HOPS` (a TLS proxy in front: HSTS, docs/deploy.md), `ATELIER_HOST_SECRET`
 * (the backend's: forms sent without script are counted per visitor).
 */
import './lib/require-node';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createShellServer, hostSecretOf, takeoverAtOf, trustedProxies } from './lib/shell-server';
import { closeServers } from './lib/stack';
import { listen } from './lib/static-server';

async function main() {
  const root = path.resolve(
    process.env.ATELIER_SHELL_ROOT ?? path.join(import.meta.dirname, 'public'),
  );
  const config = JSON.parse(await readFile(path.join(root, 'config.json'), 'utf8')) as {
    backendUrl?: string;
  };
  const backendUrl = process.env.ATELIER_BACKEND_URL ?? config.backendUrl;
  if (!backendUrl) throw new Error(`${root}/config.json names no backendUrl`);
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.ATELIER_HOST ?? '127.0.0.1';
  const { server, renderer } = createShellServer({
    root,
    backendUrl,
    trustProxy: trustedProxies(process.env),
    siteUrl: process.env.ATELIER_SITE_URL,
    takeoverAt: takeoverAtOf(process.env),
    hostSecret: hostSecretOf(process.env),
  });
  await listen(server, port, host);
  void renderer.warm();
  console.info(`Shell host serving ${root} on http://${host}:${port}`);
  const stop = () => void closeServers([server]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
