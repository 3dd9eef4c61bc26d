import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT, parseFormBody, refusedFormPage } from './form-post';
import { createPublicRenderer } from './public-render';
import { createStaticServer, listen } from './static-server';

describe('parseFormBody', () => {
  it('reads a browser form: + is a space, %XX is UTF-8, the first of a field sent twice', () => {
    const body = Buffer.from(
      'name=Jean+Dupont&email=jean%40example.com&message=Caf%C3%A9+%26+cr%C3%A8me&name=again',
    );
    expect(parseFormBody(body)).toEqual({
      fields: { name: 'Jean Dupont', email: 'jean@example.com', message: 'Café & crème' },
    });
    expect(parseFormBody(Buffer.from(''))).toEqual({ fields: {} });
  });

  it('refuses what no browser form sends', () => {
    const malformed = { refused: 400, reason: 'malformed' };
    expect(parseFormBody(Buffer.from('name=%zz'))).toEqual(malformed);
    expect(parseFormBody(Buffer.from('name=%FF%FE'))).toEqual(malformed);
    expect(parseFormBody(Buffer.from([0x6e, 0x3d, 0xff]))).toEqual(malformed);
    const many = Array.from({ length: 65 }, (_, index) => `f${index}=x`).join('&');
    expect(parseFormBody(Buffer.from(many))).toEqual(malformed);
  });

  it('writes its refusal in the visitor language, linking back to this site only', () => {
    const page = refusedFormPage('too-large', 'fr', '//evil.example/get-started');
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('trop long');
    expect(page).toContain('href="/evil.example/get-started"');
    expect(refusedFormPage('malformed', 'de', '/')).toContain('could not be read');
  });
});

let folder = '';
const servers: Server[] = [];

/** A shell host rendering from a fake remote-public whose bundle answers forms (or not). */
async function shellHost(submits: boolean): Promise<string> {
  const root = path.join(folder, submits ? 'remote' : 'old-remote');
  await mkdir(path.join(root, 'server'), { recursive: true });
  await writeFile(
    path.join(root, 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'static/js/remote.0123456789.js' } } }),
  );
  await writeFile(
    path.join(root, 'server/render.mjs'),
    `export async function render({ url, locale }) {
      return { status: 200, html: '<h1>Page ' + url + '</h1>', head: '', lang: locale };
    }
    ${
      submits
        ? `export async function submit({ url, locale, fields, host }) {
      if (fields.email === 'good@example.com') return { status: 303, location: '/get-started?sent=1', html: '', head: '', lang: locale };
      if (fields.email === 'away') return { status: 303, location: '//evil.example/', html: '', head: '', lang: locale };
      if (fields.email === 'boom') throw new Error('broken');
      return { status: 400, html: '<p>Bad ' + fields.email + ' from ' + host + ' in ' + locale + '</p>', head: '', lang: locale };
    }`
        : ''
    }\n`,
  );
  const remote = createStaticServer({ root, cors: true });
  await listen(remote, 0, '127.0.0.1');
  servers.push(remote);
  const remoteAddress = remote.address();
  const remotePort = typeof remoteAddress === 'object' && remoteAddress ? remoteAddress.port : 0;
  const shellRoot = path.join(folder, submits ? 'shell' : 'old-shell');
  await mkdir(shellRoot, { recursive: true });
  await writeFile(
    path.join(shellRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Atelier</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(shellRoot, 'config.json'),
    JSON.stringify({
      backendUrl: 'http://localhost:1',
      publicKey: 'k',
      remotes: { remote_public: `http://localhost:${remotePort}/mf-manifest.json` },
    }),
  );
  const renderer = createPublicRenderer({
    shellRoot,
    cacheDir: path.join(folder, 'bundles'),
  });
  const shell = createStaticServer({
    root: shellRoot,
    spaFallback: true,
    pagePolicy: async (styles = [], scripts = []) =>
      `script-src 'self' ${scripts.join(' ')}; style-src 'self' ${styles.join(' ')}`,
    renderPage: renderer.render,
  });
  await listen(shell, 0, '127.0.0.1');
  servers.push(shell);
  const address = shell.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const post = (url: string, body: string, type = 'application/x-www-form-urlencoded') =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': type },
    body,
  });

describe('a form sent to the shell host without the page script', () => {
  let base = '';
  let oldBase = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'atelier-form-post-'));
    base = await shellHost(true);
    oldBase = await shellHost(false);
  });
  afterAll(async () => {
    await Promise.all(
      servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
    );
    await rm(folder, { recursive: true, force: true });
  });

  it('answers with the page drawn again (its status, its policy) or the 303 the bundle says', async () => {
    const bad = await post(`${base}/get-started?lng=fr`, 'email=nope&name=Jean');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('text/html');
    expect(bad.headers.get('cache-control')).toBe('no-cache');
    expect(bad.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    expect(await bad.text()).toContain(`<p>Bad nope from ${new URL(base).host} in fr</p>`);
    const good = await post(`${base}/get-started`, 'email=good%40example.com');
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe('/get-started?sent=1');
  });

  it('sends the visitor back to the page when the bundle cannot answer', async () => {
    for (const [url, body] of [
      [`${base}/get-started`, 'email=away'],
      [`${base}/get-started`, 'email=boom'],
      [`${oldBase}/get-started`, 'email=nope'],
    ] as const) {
      const answer = await post(url, body);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/get-started');
    }
  });

  it('refuses a body it will not read with a 4xx page, never a 5xx', async () => {
    const large = await post(`${base}/get-started`, `message=${'a'.repeat(FORM_BODY_LIMIT)}`);
    expect(large.status).toBe(413);
    expect(await large.text()).toContain('too long');
    const multipart = await post(`${base}/get-started`, 'x', 'multipart/form-data; boundary=x');
    expect(multipart.status).toBe(415);
    const broken = await post(`${base}/get-started?lng=fr`, 'email=%E9t%E9');
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('n’a pas pu être lu');
  });
});
