import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_HOLD_SCRIPT, EARLY_HOLD_SOURCES } from './early-hold';
import { createPublicRenderer, type RenderedPage } from './public-render';
import { integrityOf } from './releases';
import { readShellCsp } from './shell-csp';
import { styleHash } from './ssr-html';
import { createStaticServer, listen } from './static-server';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Atelier</title></head><body><div id="root"></div></body></html>';

let folder = '';
let shellRoot = '';
const servers: Server[] = [];

/** A built remote-public: manifest, entry, one stylesheet and a render bundle saying `heading`. */
async function fakeRemote(
  name: string,
  heading: string,
  entry = 'remote.0123456789.js',
  answers: Record<string, object> = {},
) {
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
    `const ANSWERS = ${JSON.stringify(answers)};
    export async function render({ url, locale, origin }) {
      if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 2000));
      if (url.startsWith('/broken')) throw new Error('broken page');
      if (url.startsWith('/verify')) return { status: 404, html: '', head: '', lang: locale };
      if (ANSWERS[url]) return { html: '', head: '', lang: locale, ...ANSWERS[url] };
      const site = origin ? '<link rel="alternate" hreflang="x-default" href="' + origin + url + '">' : '';
      return { status: 200, html: '<h1 class="remotepublic__title--abcde">${heading}</h1>', head: '<title>${heading}</title>' + site, lang: locale };
    }\n`,
  );
  // A build writes its compressed copies again (scripts/build-servers.ts): none stale here.
  for (const copy of ['br', 'gz'])
    await rm(path.join(root, `server/render.mjs.${copy}`), { force: true });
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

/** What a render answers for an unknown page and for saved redirects. */
const STATUSES = {
  '/gone': { status: 404, html: '<h1>Page not found</h1>' },
  '/old': { status: 301, location: '/services?utm_source=x' },
  '/later': { status: 302, location: 'https://example.com/next' },
  '/evil': { status: 301, location: '//evil.example/' },
};

/** A rendered page's HTML (a redirect or the client-side page has none). */
const bodyOf = (page: RenderedPage | null) => (page && 'body' in page ? page.body : undefined);

/** What a page's `#atelier-scripts` names for the early hold (ssr-html.ts). */
const scriptsOf = (body: string): { islands?: string[] } =>
  JSON.parse(
    /<script type="application\/json" id="atelier-scripts">(.*?)<\/script>/.exec(body)?.[1] ?? '{}',
  );

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
    const rendered = await renderer.render(request('/services', { 'accept-language': 'fr' }));
    const page = rendered && 'body' in rendered ? rendered : null;
    expect(page?.status).toBe(200);
    expect(bodyOf(page)).toContain(
      '<div id="root" data-server-rendered="remote_public"><h1 class="remotepublic__title--abcde">Hello from one</h1></div>',
    );
    expect(bodyOf(page)).toContain('<html lang="fr">');
    expect(bodyOf(page)).toContain(
      // One element for both, each still named for the CSS loaders; one hash in the policy.
      `<style data-href="/static/css/async/tokens.css">:root{--at-x:1px}.remotepublic__title--abcde{color:red}</style><style data-href="static/css/async/page.css"></style>`,
    );
    expect(page?.styleSources).toEqual([
      styleHash(':root{--at-x:1px}.remotepublic__title--abcde{color:red}'),
      styleHash(''),
    ]);
    expect(bodyOf(page)).not.toContain('shell__sidebar');
    // The manifest rendered from is not in the page but in its takeover data, at the address
    // the page names: the browser does not fetch it from the remote again.
    expect(bodyOf(page)).not.toContain('id="atelier-manifest"');
    expect(bodyOf(page)).not.toContain('as="fetch"');
    const address = /"data":"([^"]+)"/.exec(bodyOf(page) ?? '')?.[1] ?? '';
    expect(address).toMatch(/^\/__atelier\/page\/[\w-]{22}\.json$/);
    let answered = '';
    const answer = {
      writeHead: () => answer,
      end: (body?: Buffer) => {
        answered = body?.toString('utf8') ?? '';
      },
    };
    const handled = await renderer.handleTakeoverData(
      { url: address, method: 'GET', headers: {} } as never,
      answer as never,
    );
    expect(handled).toBe(true);
    const manifest = (
      JSON.parse(answered) as { elements: Array<{ id: string; url?: string; text: string }> }
    ).elements.find(({ id }) => id === 'atelier-manifest');
    expect(manifest?.url).toBe(remote.url);
    expect(manifest?.text).toContain('"remoteEntry":{"name":"static/js/remote.0123456789.js"}');
    expect(bodyOf(page)).toContain(
      `"preload":["${new URL('static/js/remote.0123456789.js', remote.url).href}"]`,
    );
    expect(bodyOf(page)).toContain('"publicKey":"k"');
    expect(page?.styleSources).toHaveLength(2);
    expect(page?.scriptSources).toEqual(EARLY_HOLD_SOURCES);
    expect(bodyOf(page)).toContain(`</div><script>${EARLY_HOLD_SCRIPT}</script>`);
  });

  it("gives the render the public site's origin, for the page's absolute addresses", async () => {
    const remote = await fakeRemote('origin', 'Origin');
    await useRemote(remote.url);
    const cacheDir = path.join(folder, 'cache');
    const named = createPublicRenderer({ shellRoot, cacheDir, siteUrl: 'https://agency.example' });
    expect(bodyOf(await named.render(request('/services')))).toContain(
      'hreflang="x-default" href="https://agency.example/services"',
    );
    const unnamed = createPublicRenderer({ shellRoot, cacheDir });
    expect(bodyOf(await unnamed.render(request('/services')))).not.toContain('rel="alternate"');
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

  it('answers the not-found page with 404 and a saved redirect with its status and target', async () => {
    const remote = await fakeRemote('statuses', 'Statuses', 'remote.1111111111.js', STATUSES);
    await useRemote(remote.url);
    const renderer = createPublicRenderer({ shellRoot, cacheDir: path.join(folder, 'cache') });
    const gone = await renderer.render(request('/gone'));
    expect(gone?.status).toBe(404);
    expect(gone && 'body' in gone ? gone.body : '').toContain('<h1>Page not found</h1>');
    expect(await renderer.render(request('/old'))).toEqual({
      status: 301,
      location: '/services?utm_source=x',
    });
    expect(await renderer.render(request('/later'))).toEqual({
      status: 302,
      location: 'https://example.com/next',
    });
    // A target that would leave for another host by `//` is never sent: the browser decides.
    expect(await renderer.render(request('/evil'))).toBeNull();
  });

  it('loads the islands a render asks for from files of the host, after the early hold', async () => {
    const island = 'document.title="island"';
    const remote = await fakeRemote('islands', 'Islands', 'remote.2222222222.js', {
      '/estimator': { status: 200, html: '<h1>Estimator</h1>', scripts: [island] },
      '/closing': { status: 200, html: '<h1>Closing</h1>', scripts: ['a</script><script>b'] },
    });
    await useRemote(remote.url);
    const renderer = createPublicRenderer({ shellRoot, cacheDir: path.join(folder, 'cache') });
    const page = await renderer.render(request('/estimator'));
    const rendered = page && 'body' in page ? page : null;
    // Named for the early hold to load once painted, not a script element of the HTML: asked
    // for before the largest paint, Lighthouse's simulation counts it in that paint.
    const body = bodyOf(rendered) ?? '';
    expect(body).toContain(`</div><script>${EARLY_HOLD_SCRIPT}</script>`);
    expect(body).not.toContain('<script async');
    const [address = '', ...more] = scriptsOf(body).islands ?? [];
    expect(more).toEqual([]);
    expect(address).toMatch(/^\/__atelier\/page\/[\w-]{22}\.js$/);
    let served = '';
    const answer = {
      writeHead: () => answer,
      end: (body?: Buffer) => {
        served = body?.toString('utf8') ?? '';
      },
    };
    await renderer.handleTakeoverData(
      { url: address, method: 'GET', headers: {} } as never,
      answer as never,
    );
    expect(served).toBe(island);
    // A file of the page's own origin: the policy needs no hash for it.
    expect(rendered?.scriptSources).toEqual(EARLY_HOLD_SOURCES);
    // A script that would close an inline element is still left out.
    const closing = await renderer.render(request('/closing'));
    const unsafe = closing && 'body' in closing ? closing : null;
    expect(scriptsOf(bodyOf(unsafe) ?? '').islands).toBeUndefined();
    expect(unsafe?.scriptSources).toEqual(EARLY_HOLD_SOURCES);
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
    expect(bodyOf(await renderer.render(request('/')))).toContain('Version four');
    await useRemote(second.url);
    expect(bodyOf(await renderer.render(request('/')))).toContain('Version five');
    // Rebuilt in place: a new entry name in the manifest, a new bundle.
    const rebuilt = await fakeRemote('five', 'Version five, rebuilt', 'remote.9876543210.js');
    expect(bodyOf(await renderer.render(request('/')))).toContain('Version five, rebuilt');
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
    expect(bodyOf(page)).toContain('Version six');
    const entryUrl = new URL('static/js/remote.6666666666.js', remote.url).href;
    expect(bodyOf(page)).toContain(`"integrity":{"${entryUrl}":"${entry}"}`);

    // Another build behind the same URL, or a wrong value: the client-side page, never that code.
    await useRemote(remote.url, { render: integrityOf('some other code') });
    expect(await renderer.render(request('/'))).toBeNull();
    await useRemote(remote.url, { render });
    expect(bodyOf(await renderer.render(request('/')))).toContain('Version six');
  });
});

describe('the shell host with server rendering', () => {
  it('answers a public page rendered, its style allowed by hash, and a form posted early with the page', async () => {
    const remote = await fakeRemote('seven', 'Six', 'remote.0123456789.js', STATUSES);
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
    const gone = await fetch(`${base}/gone`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('<h1>Page not found</h1>');
    const moved = await fetch(`${base}/old`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/services?utm_source=x');
    expect(await page.text()).toContain('<h1 class="remotepublic__title--abcde">Six</h1>');
    expect(page.headers.get('content-security-policy')).toMatch(
      /style-src [^;]*'sha256-[A-Za-z0-9+/=]+'/,
    );
    expect(page.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${EARLY_HOLD_SOURCES.join(' ')}`,
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
