import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_SECRET_HEADER } from '../../backend/src/http/forwarded';
import { createPublicRenderer } from './public-render';
import { createStaticServer, listen } from './static-server';

const SECRET = 'the host and the backend share this secret';

let folder = '';
const servers: Server[] = [];
let backendUrl = '';
let elsewhereUrl = '';
let manifestUrl = '';

const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

/** Answers the two headers it was sent; a visitor named "slow" is answered last. */
async function echoServer(): Promise<string> {
  const server = createServer((req, res) => {
    const seen = {
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      secret: req.headers[HOST_SECRET_HEADER] ?? null,
    };
    const delay = String(seen.forwardedFor).endsWith('.1') ? 150 : 0;
    setTimeout(() => res.writeHead(200).end(JSON.stringify(seen)), delay);
  });
  await listen(server, 0, '127.0.0.1');
  servers.push(server);
  return `http://127.0.0.1:${portOf(server)}`;
}

/** A shell host whose remote-public answers a form with what its backend calls carried. */
async function shellHost(name: string, options: { hostSecret?: string; trustProxy?: number }) {
  const shellRoot = path.join(folder, name);
  await mkdir(shellRoot, { recursive: true });
  await writeFile(
    path.join(shellRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Atelier</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(shellRoot, 'config.json'),
    JSON.stringify({ backendUrl, publicKey: 'k', remotes: { remote_public: manifestUrl } }),
  );
  const renderer = createPublicRenderer({
    shellRoot,
    cacheDir: path.join(folder, `${name}-bundles`),
    ...(options.hostSecret ? { hostSecret: options.hostSecret } : {}),
  });
  const shell = createStaticServer({
    root: shellRoot,
    spaFallback: true,
    renderPage: renderer.render,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  });
  await listen(shell, 0, '127.0.0.1');
  servers.push(shell);
  /** The form sent by a visitor (with the headers it or a proxy wrote): what the calls carried. */
  return async (headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${portOf(shell)}/get-started`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: 'email=x',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    return JSON.parse(/<pre>(.*)<\/pre>/s.exec(text)?.[1] ?? 'null') as {
      backend: { forwardedFor: string | null; secret: string | null };
      elsewhere: { forwardedFor: string | null; secret: string | null };
    };
  };
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'atelier-visitor-'));
  backendUrl = await echoServer();
  elsewhereUrl = await echoServer();
  const root = path.join(folder, 'remote');
  await mkdir(path.join(root, 'server'), { recursive: true });
  await writeFile(
    path.join(root, 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'static/js/remote.0123456789.js' } } }),
  );
  // As remote-public's bundle does: the global fetch, to config.json's backendUrl.
  await writeFile(
    path.join(root, 'server/render.mjs'),
    `export async function render({ url, locale }) {
      return { status: 200, html: '<h1>Page</h1>', head: '', lang: locale };
    }
    export async function submit({ locale, backendUrl }) {
      const backend = await (await fetch(backendUrl + '/functions/v1/leads', { method: 'POST', body: '{}' })).json();
      const elsewhere = await (await fetch(${JSON.stringify(elsewhereUrl)})).json();
      return { status: 400, html: '<pre>' + JSON.stringify({ backend, elsewhere }) + '</pre>', head: '', lang: locale };
    }\n`,
  );
  const remote = createStaticServer({ root, cors: true });
  await listen(remote, 0, '127.0.0.1');
  servers.push(remote);
  manifestUrl = `http://127.0.0.1:${portOf(remote)}/mf-manifest.json`;
});

afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          server.close(resolve);
          server.closeAllConnections();
        }),
    ),
  );
  await rm(folder, { recursive: true, force: true });
});

describe('a form sent without script, answered by the host', () => {
  it("names each visitor to the backend with the host's secret, however many at once", async () => {
    // Behind one proxy of the host's: the visitor is the address the proxy wrote.
    const send = await shellHost('behind-proxy', { hostSecret: SECRET, trustProxy: 1 });
    const [first, second] = await Promise.all([
      send({ 'X-Forwarded-For': '198.51.100.1' }),
      send({ 'X-Forwarded-For': 'forged-by-visitor, 198.51.100.2' }),
    ]);
    expect(first.backend).toEqual({ forwardedFor: '198.51.100.1', secret: SECRET });
    expect(second.backend).toEqual({ forwardedFor: '198.51.100.2', secret: SECRET });
    // Another origin never gets the secret nor the address.
    expect(first.elsewhere).toEqual({ forwardedFor: null, secret: null });
  });

  it("never passes on an X-Forwarded-For the visitor wrote: the host's socket address counts", async () => {
    const send = await shellHost('direct', { hostSecret: SECRET });
    const seen = await send({ 'X-Forwarded-For': '203.0.113.66' });
    expect(seen.backend.secret).toBe(SECRET);
    expect(seen.backend.forwardedFor).toMatch(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1)$/);
  });

  it('names nobody when the host has no secret, and nothing outside a form', async () => {
    const send = await shellHost('no-secret', {});
    const seen = await send({ 'X-Forwarded-For': '198.51.100.9' });
    expect(seen.backend).toEqual({ forwardedFor: null, secret: null });
    // The host's other calls to the backend are its own.
    expect(await (await fetch(`${backendUrl}/x`)).json()).toEqual({
      forwardedFor: null,
      secret: null,
    });
  });
});
