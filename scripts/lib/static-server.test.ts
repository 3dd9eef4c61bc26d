import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readShellCsp } from './shell-csp';
import { createStaticServer, listen } from './static-server';

const HASHED_JS = 'static/js/index.0123abcd45.js';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const PAGE =
  '<!doctype html><html><head><script defer src="/static/js/index.0123abcd45.js"></script></head><body><div id="root"></div></body></html>';

let folder = '';
let root = '';
const servers: Server[] = [];
let shell = '';
let remote = '';

async function start(options: Parameters<typeof createStaticServer>[0]): Promise<string> {
  const server = createStaticServer(options);
  await listen(server, 0, '127.0.0.1');
  servers.push(server);
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** A raw request: fetch() would normalise the path (`..`, escapes) before sending it. */
function get(base: string, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path: rawPath, method: 'GET', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
  root = path.join(folder, 'dist');
  await mkdir(path.join(root, 'static/js'), { recursive: true });
  await mkdir(path.join(folder, 'dist-secret'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), PAGE);
  await writeFile(path.join(root, HASHED_JS), SCRIPT);
  await writeFile(path.join(root, 'mf-manifest.json'), JSON.stringify({ name: 'remote' }));
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, '.env'), 'SECRET=1');
  await writeFile(path.join(folder, 'dist-secret/secret.txt'), 'top secret');
  await writeFile(path.join(folder, 'outside.txt'), 'outside');
  await writeFile(
    path.join(root, 'config.json'),
    JSON.stringify({
      backendUrl: 'http://localhost:54321',
      publicKey: 'key',
      remotes: { remote_public: 'http://localhost:3001/mf-manifest.json' },
    }),
  );
  shell = await start({
    root,
    spaFallback: true,
    pagePolicy: () => readShellCsp(path.join(root, 'config.json')),
  });
  remote = await start({ root, cors: true });
});

afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  );
  await rm(folder, { recursive: true, force: true });
});

describe('bad and hostile paths', () => {
  it.each(['/%', '/%E0%A4%A', '/static/js/%zz.js', '/admin/%c0'])(
    'answers 400 to the malformed escape in %s',
    async (rawPath) => {
      expect((await get(shell, rawPath)).status).toBe(400);
      expect((await get(remote, rawPath)).status).toBe(400);
    },
  );

  it('answers 400 to a NUL in the path', async () => {
    expect((await get(shell, '/index.html%00.js')).status).toBe(400);
  });

  it.each([
    '/../outside.txt',
    '/%2e%2e/outside.txt',
    '/%2E%2E%2Foutside.txt',
    '/static/..%2F..%2Foutside.txt',
    '/..%5Coutside.txt',
    '/../dist-secret/secret.txt',
    '/%2e%2e/dist-secret/secret.txt',
    '/.env',
    '/%2eenv',
  ])('never serves anything outside dist/ or a dot file: %s', async (rawPath) => {
    for (const base of [shell, remote]) {
      const answer = await get(base, rawPath);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toMatch(/secret|outside|SECRET/);
    }
  });

  it('answers 404 to a missing asset, also on the shell', async () => {
    const answer = await get(shell, '/static/js/missing.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect((await get(remote, '/static/js/missing.js')).status).toBe(404);
  });

  it('answers 405 to other methods', async () => {
    const response = await fetch(`${remote}/mf-manifest.json`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describe('hosting rules', () => {
  it('sends CORS on the remote and not on the shell', async () => {
    const answer = await get(remote, '/mf-manifest.json', { Origin: 'http://localhost:3000' });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const preflight = await fetch(`${remote}/mf-manifest.json`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get(shell, '/mf-manifest.json')).headers['access-control-allow-origin']).toBe(
      undefined,
    );
  });

  it.each(['/index.html', '/mf-manifest.json', '/config.json', '/', '/admin/leads'])(
    'serves %s no-cache',
    async (rawPath) => {
      const answer = await get(shell, rawPath);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches a content-hashed asset for a year, and an unhashed one with revalidation', async () => {
    const hashed = await get(remote, `/${HASHED_JS}`);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/javascript/);
    const plain = await get(remote, '/favicon.svg');
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends JavaScript brotli or gzip as the browser accepts, and plain otherwise', async () => {
    const br = await get(remote, `/${HASHED_JS}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await get(remote, `/${HASHED_JS}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get(remote, `/${HASHED_JS}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers the shell client routes with index.html, but not paths with an extension', async () => {
    const deepLink = await get(shell, '/admin/leads?tab=1');
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers['content-type']).toMatch(/text\/html/);
    expect(deepLink.body.toString()).toBe(PAGE);
    expect((await get(shell, '/admin/leads.json')).status).toBe(404);
    expect((await get(remote, '/admin/leads')).status).toBe(404);
  });

  it('lets a first handler answer a path (the site files) and serves the rest as files', async () => {
    const base = await start({
      root,
      spaFallback: true,
      handleFirst: async (req, res) => {
        if (req.url !== '/robots.txt') return false;
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\n');
        return true;
      },
    });
    const robots = await get(base, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toBe('User-agent: *\n');
    expect((await get(base, '/')).body.toString()).toBe(PAGE);
  });

  it('serves releases under their versioned prefix by the same rules, beside the root', async () => {
    const releases = path.join(folder, 'releases');
    await mkdir(path.join(releases, '1.0.0-abc/static/js'), { recursive: true });
    await writeFile(path.join(releases, '1.0.0-abc/mf-manifest.json'), '{"v":"abc"}');
    await writeFile(path.join(releases, `1.0.0-abc/${HASHED_JS}`), SCRIPT);
    const base = await start({
      root,
      cors: true,
      mounts: [{ prefix: '/remote-x/', root: releases }],
    });
    const manifest = await get(base, '/remote-x/1.0.0-abc/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body.toString()).toBe('{"v":"abc"}');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const chunk = await get(base, `/remote-x/1.0.0-abc/${HASHED_JS}`);
    expect(chunk.headers['cache-control']).toContain('immutable');
    expect((await get(base, '/remote-x/1.0.0-abc/../../dist/index.html')).status).toBe(404);
    expect((await get(base, '/remote-x/2.0.0-def/mf-manifest.json')).status).toBe(404);
    // The root still serves the newest build.
    expect((await get(base, `/${HASHED_JS}`)).status).toBe(200);
  });

  it('sends ETags and answers 304 to a matching If-None-Match', async () => {
    const first = await get(remote, '/mf-manifest.json');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await get(remote, '/mf-manifest.json', { 'If-None-Match': String(etag) });
    expect(again.status).toBe(304);
  });
});

describe('security headers', () => {
  it.each([
    ['shell', '/'],
    ['shell', '/static/js/missing.js'],
    ['remote', `/${HASHED_JS}`],
    ['remote', '/%'],
  ])(
    'sends nosniff, Referrer-Policy and frame-ancestors on the %s for %s',
    async (which, rawPath) => {
      const answer = await get(which === 'shell' ? shell : remote, rawPath);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['permissions-policy']).toContain('geolocation=()');
      // Plain HTTP, no trusted proxy: no HSTS, whatever X-Forwarded-Proto claims.
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      const claimed = await get(which === 'shell' ? shell : remote, rawPath, {
        'x-forwarded-proto': 'https',
      });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('sends HSTS behind a trusted proxy that says the request came over HTTPS', async () => {
    const proxied = await start({ root, spaFallback: true, trustProxy: 1 });
    const overHttps = await get(proxied, '/', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const overHttp = await get(proxied, '/', { 'x-forwarded-proto': 'http' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the shell page a policy built from config.json, and follows an edit of it', async () => {
    const policy = String(
      (await get(shell, '/admin/dashboard')).headers['content-security-policy'],
    );
    expect(policy).toContain("script-src 'self' http://localhost:3001;");
    expect(policy).toContain("connect-src 'self' http://localhost:3001 http://localhost:54321;");
    expect(policy).not.toContain('unsafe-eval');
    const configFile = path.join(root, 'config.json');
    await writeFile(
      configFile,
      JSON.stringify({
        backendUrl: 'https://api.example.com',
        publicKey: 'key',
        remotes: { remote_public: 'https://public.example.com/mf-manifest.json' },
      }),
    );
    const moved = String((await get(shell, '/')).headers['content-security-policy']);
    expect(moved).toContain("script-src 'self' https://public.example.com;");
    expect(moved).toContain('https://api.example.com');
    expect(moved).not.toContain('localhost:3001');
    // Assets keep the plain policy: only pages run under the full one.
    expect((await get(shell, `/${HASHED_JS}`)).headers['content-security-policy']).toBe(
      "frame-ancestors 'none'",
    );
  });
});

describe('rendered pages in brotli', () => {
  it('are sent at once, then at the best compression once it is made, the same page either way', async () => {
    // A page of real prose (this repository's README): the best compression beats the fast one.
    const prose = await readFile(path.join(import.meta.dirname, '../../README.md'), 'utf8');
    const body = `<!doctype html><html><body><div id="root"><p>${prose}</p></div></body></html>`;
    const base = await start({
      root,
      spaFallback: true,
      renderPage: async () => ({ status: 200, body, styleSources: [], scriptSources: [] }),
    });
    const first = await get(base, '/services', { 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(body);
    let later = first;
    for (let attempt = 0; attempt < 50 && later.body.length >= first.body.length; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await get(base, '/services', { 'Accept-Encoding': 'br' });
    }
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(later.body).toString()).toBe(body);
  });
});
