import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_HOLD_SCRIPT, EARLY_HOLD_SOURCE } from './early-hold';
import { createPublicRenderer } from './public-render';
import { integrityOf } from './releases';
import { readShellCsp } from './shell-csp';
import { createStaticServer, listen } from './static-server';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Atelier</title></head><body><div id="root"></div></body></html>';

let folder = '';
let shellRoot = '';
const servers: Server[] = [];

/** A built remote-public: manifest, entry, one stylesheet and a render bundle saying `heading`. */
async function fakeRemote(name: string, heading: string, entry = 'remote.0123456789.js') {
  const root = path.join(folder, name);
  await mkdir(path.join(root, 'server'), { recursive: true });
  await mkdir(path.join(root, 'static/css/async'), { recursive: true });
  await writeFile(
    path.join(root, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: `static/js/${entry}` } },
      exposes: [
        { path: './routes', assets: { css: { sync: ['static/css/async/page.css'], async: [] } } },
      ],
    }),
  );
  await writeFile(
    path.join(root, 'static/css/async/page.css'),
    '.remotepublic__title--abcde{color:red}',
  );
  await writeFile(
    path.join(root, 'server/render.mjs'),
    `export async function render({ url, locale }) {
      if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 2000));
      if (url.startsWith('/broken')) throw new Error('broken page');
      if (url.startsWith('/verify')) return { status: 404, html: '', head: '', lang: locale };
      return { status: 200, html: '<h1 class="remotepublic__title--abcde">${heading}</h1>', head: '<title>${heading}</title>', lang: locale };
    }\n`,
  );
  const server = createStaticServer({ root, cors: true });
  await listen(server, 0, '127.0.0.1');
  servers.push(server);
  const address = server.address();
  return {
    root,
    url: `http://localhost:${typeof address === 'object' && address ? address.port : 0}/mf-manifest.json`,
  };
}

async function useRemote(manifestUrl: string, integrity?: { entry?: string; render?: string }) {
  await writeFile(
    path.join(shellRoot, 'config.json'),
    JSON.stringify({
      backendUrl: 'http://localhost:1',
      publicKey: 'k',
      remotes: { remote_public: manifestUrl },
      ...(integrity ? { integrity: { remote_public: integrity } } : {}),
    }),
  );
}

const request = (url: string, headers = {}) => ({ url, headers });

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'public-render-'));
  shellRoot = path.join(folder, 'shell');
  await mkdir(path.join(shellRoot, 'static/css/async'), { recursive: true });
  await writeFile(path.join(shellRoot, 'index.html'), INDEX);
  await writeFile(path.join(shellRoot, 'static/css/async/tokens.css'), ':root{--at-x:1px}');
  await writeFile(
    path.join(shellRoot, 'static/css/async/admin.css'),
    '.shell__sidebar--zzzzz{width:1px}',
  );
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

describe('createPublicRenderer', () => {
  it('serves the remote’s render in the shell page, with the CSS it needs and what to preload', async () => {
    const remote = await fakeRemote('one', 'Hello from one');
    await useRemote(remote.url);
    const renderer = createPublicRenderer({ shellRoot, cacheDir: path.join(folder, 'cache') });
    const page = await renderer.render(request('/services', { 'accept-language': 'fr' }));
    expect(page?.body).toContain(
      '<div id="root" data-server-rendered="remote_public"><h1 class="remotepublic__title--abcde">Hello from one</h1></div>',
    );
    expect(page?.body).toContain('<html lang="fr">');
    expect(page?.body).toContain(
      `<style data-href="/static/css/async/tokens.css">:root{--at-x:1px}</style><style data-href="static/css/async/page.css">.remotepublic__title--abcde{color:red}</style>`,
    );
    expect(page?.body).not.toContain('shell__sidebar');
    // The manifest rendered from is in the page, not fetched again by the browser.
    expect(page?.body).toContain(`id="atelier-manifest" data-url="${remote.url}">`);
    expect(page?.body).toContain('"remoteEntry":{"name":"static/js/remote.0123456789.js"}');
    expect(page?.body).not.toContain('as="fetch"');
    expect(page?.body).toContain(
      `"preload":["${new URL('static/js/remote.0123456789.js', remote.url).href}"]`,
    );
    expect(page?.body).toContain('"publicKey":"k"');
    expect(page?.styleSources).toHaveLength(2);
    expect(page?.scriptSources).toEqual([EARLY_HOLD_SOURCE]);
    expect(page?.body).toContain(`</div><script>${EARLY_HOLD_SCRIPT}</script>`);
  });

  it('leaves private areas, pages the remote does not render and failing renders to the browser', async () => {
    const remote = await fakeRemote('two', 'Two');
    await useRemote(remote.url);
    const renderer = createPublicRenderer({ shellRoot, cacheDir: path.join(folder, 'cache') });
    expect(await renderer.render(request('/admin/leads'))).toBeNull();
    expect(await renderer.render(request('/verify?token=x'))).toBeNull();
    expect(await renderer.render(request('/broken'))).toBeNull();
    expect(await renderer.render(request('/'))).not.toBeNull();
  });

  it('gives up on a render slower than its timeout', async () => {
    const remote = await fakeRemote('three', 'Three');
    await useRemote(remote.url);
    const renderer = createPublicRenderer({
      shellRoot,
      timeoutMs: 300,
      cacheDir: path.join(folder, 'cache'),
    });
    await renderer.warm();
    const started = Date.now();
    expect(await renderer.render(request('/slow'))).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('serves the client-side page when the remote is down or config.json names none', async () => {
    const renderer = createPublicRenderer({ shellRoot, cacheDir: path.join(folder, 'cache') });
    await useRemote('http://localhost:9/mf-manifest.json');
    expect(await renderer.render(request('/'))).toBeNull();
    await writeFile(path.join(shellRoot, 'config.json'), JSON.stringify({ remotes: {} }));
    expect(await renderer.render(request('/'))).toBeNull();
  });

  it('follows config.json to a remote at a new URL, and a new build at the same URL', async () => {
    const renderer = createPublicRenderer({
      shellRoot,
      revalidateMs: 0,
      cacheDir: path.join(folder, 'cache'),
    });
    const first = await fakeRemote('four', 'Version four');
    const second = await fakeRemote('five', 'Version five');
    await useRemote(first.url);
    expect((await renderer.render(request('/')))?.body).toContain('Version four');
    await useRemote(second.url);
    expect((await renderer.render(request('/')))?.body).toContain('Version five');
    // Rebuilt in place: a new entry name in the manifest, a new bundle.
    const rebuilt = await fakeRemote('five', 'Version five, rebuilt', 'remote.9876543210.js');
    expect((await renderer.render(request('/')))?.body).toContain('Version five, rebuilt');
    expect(rebuilt.root).toBe(second.root);
  });
});

describe('integrity named in config.json', () => {
  it('runs the render bundle only if it is the one named, and has the entry preloaded with it', async () => {
    const renderer = createPublicRenderer({ shellRoot, cacheDir: path.join(folder, 'cache') });
    const remote = await fakeRemote('six', 'Version six', 'remote.6666666666.js');
    const render = integrityOf(await readFile(path.join(remote.root, 'server/render.mjs')));
    const entry = integrityOf('the entry');
    await useRemote(remote.url, { entry, render });
    const page = await renderer.render(request('/'));
    expect(page?.body).toContain('Version six');
    const entryUrl = new URL('static/js/remote.6666666666.js', remote.url).href;
    expect(page?.body).toContain(`"integrity":{"${entryUrl}":"${entry}"}`);

    // Another build behind the same URL, or a wrong value: the client-side page, never that code.
    await useRemote(remote.url, { render: integrityOf('some other code') });
    expect(await renderer.render(request('/'))).toBeNull();
    await useRemote(remote.url, { render });
    expect((await renderer.render(request('/')))?.body).toContain('Version six');
  });
});

describe('the shell host with server rendering', () => {
  it('answers a public page rendered, its style allowed by hash, and a form posted early with the page', async () => {
    const remote = await fakeRemote('six', 'Six');
    await useRemote(remote.url);
    const renderer = createPublicRenderer({ shellRoot, cacheDir: path.join(folder, 'cache') });
    const server = createStaticServer({
      root: shellRoot,
      spaFallback: true,
      pagePolicy: (styleSources, scriptSources) =>
        readShellCsp(path.join(shellRoot, 'config.json'), styleSources, scriptSources),
      renderPage: renderer.render,
    });
    await listen(server, 0, '127.0.0.1');
    servers.push(server);
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const page = await fetch(`${base}/services`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1 class="remotepublic__title--abcde">Six</h1>');
    expect(page.headers.get('content-security-policy')).toMatch(
      /style-src [^;]*'sha256-[A-Za-z0-9+/=]+'/,
    );
    expect(page.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${EARLY_HOLD_SOURCE}`,
    );
    const admin = await fetch(`${base}/admin`);
    expect(await admin.text()).toContain('<div id="root"></div>');
    expect(admin.headers.get('content-security-policy')).not.toContain('sha256');
    const posted = await fetch(`${base}//evil.example/auth/login?email=a`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/evil.example/auth/login');
  });
});
