import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminPage } from './admin-page';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Atelier</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

let shellRoot = '';
let server: Server;
let manifestUrl = '';
let manifestRequests = 0;
let manifest: object = { metaData: { remoteEntry: { name: 'static/js/remote_admin.1.js' } } };

/** The JSON a page carries under `id`, or null. */
function carried(body: string, id: string): { url?: string; json: unknown } | null {
  const match = new RegExp(
    `<script type="application/json" id="${id}"(?: data-url="([^"]*)")?>([^<]*)</script>`,
  ).exec(body);
  return match ? { url: match[1], json: JSON.parse(match[2] ?? 'null') } : null;
}

async function writeConfig(remoteAdmin: string) {
  await writeFile(
    path.join(shellRoot, 'config.json'),
    JSON.stringify({ backendUrl: 'http://127.0.0.1:1', remotes: { remote_admin: remoteAdmin } }),
  );
}

beforeAll(async () => {
  shellRoot = await mkdtemp(path.join(os.tmpdir(), 'atelier-admin-page-'));
  await writeFile(path.join(shellRoot, 'index.html'), INDEX);
  server = createServer((req, res) => {
    if (req.url !== '/mf-manifest.json') return res.writeHead(404).end();
    manifestRequests += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(manifest));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  manifestUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
  await writeConfig(manifestUrl);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(shellRoot, { recursive: true, force: true });
});

describe('the back office page', () => {
  it('carries config.json and remote-admin’s manifest, and keeps the shell’s entry', async () => {
    const page = createAdminPage({ shellRoot });
    const body = await page.render({ url: '/admin/dashboard?tab=1' });
    expect(body).not.toBeNull();
    expect(carried(body ?? '', 'atelier-config')?.json).toMatchObject({
      remotes: { remote_admin: manifestUrl },
    });
    expect(carried(body ?? '', 'atelier-manifest')).toEqual({ url: manifestUrl, json: manifest });
    expect(body).toContain('<script defer src="/static/js/index.js"></script>');
    expect(body).toContain('<div id="root"></div>');
  });

  it('answers only the back office’s addresses, and never a form', async () => {
    const page = createAdminPage({ shellRoot });
    for (const url of ['/', '/services', '/client-portal', '/administration', '/sign/abc']) {
      expect(await page.render({ url })).toBeNull();
    }
    expect(await page.render({ url: '/admin' })).not.toBeNull();
    expect(await page.render({ url: '/admin/leads', form: { fields: {} } })).toBeNull();
  });

  it('fetches the manifest again only once it is older than the revalidation time', async () => {
    const page = createAdminPage({ shellRoot, revalidateMs: 200 });
    const before = manifestRequests;
    await Promise.all([page.render({ url: '/admin' }), page.render({ url: '/admin/leads' })]);
    await page.render({ url: '/admin/clients' });
    expect(manifestRequests - before).toBe(1);
    manifest = { metaData: { remoteEntry: { name: 'static/js/remote_admin.2.js' } } };
    await new Promise((resolve) => setTimeout(resolve, 250));
    const body = await page.render({ url: '/admin' });
    expect(manifestRequests - before).toBe(2);
    expect(carried(body ?? '', 'atelier-manifest')?.json).toEqual(manifest);
  });

  it('goes without the manifest when it cannot be fetched, and still carries the config', async () => {
    const missing = manifestUrl.replace('mf-manifest.json', 'gone.json');
    await writeConfig(missing);
    try {
      const page = createAdminPage({ shellRoot });
      const body = await page.render({ url: '/admin/dashboard' });
      expect(carried(body ?? '', 'atelier-manifest')).toBeNull();
      expect(carried(body ?? '', 'atelier-config')?.json).toMatchObject({
        remotes: { remote_admin: missing },
      });
      // Back with the manifest once config.json names one that answers.
      await writeConfig(manifestUrl);
      expect(
        carried((await page.render({ url: '/admin' })) ?? '', 'atelier-manifest'),
      ).not.toBeNull();
    } finally {
      await writeConfig(manifestUrl);
    }
  });

  it('does not wait on a remote that failed a moment ago', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const hanging = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/mf-manifest.json`;
    await writeConfig(hanging);
    try {
      const page = createAdminPage({ shellRoot, timeoutMs: 200, revalidateMs: 5000 });
      const first = Date.now();
      expect(carried((await page.render({ url: '/admin' })) ?? '', 'atelier-manifest')).toBeNull();
      expect(Date.now() - first).toBeGreaterThanOrEqual(150);
      const second = Date.now();
      await page.render({ url: '/admin/leads' });
      expect(Date.now() - second).toBeLessThan(100);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
      await writeConfig(manifestUrl);
    }
  });

  it('keeps a manifest from closing its element', async () => {
    manifest = { metaData: { remoteEntry: { name: 'x.js' } }, note: '</script><script>alert(1)' };
    const body = await createAdminPage({ shellRoot }).render({ url: '/admin' });
    expect(body).not.toContain('</script><script>alert(1)');
    expect(carried(body ?? '', 'atelier-manifest')?.json).toEqual(manifest);
  });
});
