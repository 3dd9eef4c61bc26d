import { expect, test } from '@playwright/test';
import { BACKEND_URL, REMOTE_ORIGINS, SHELL_URL } from '../../support/stack';

test.describe('static hosting as in production', () => {
  test('the backend runs on the Node.js the install brought (24 or later) and says so', async ({
    request,
  }) => {
    const ready = await request.get(`${BACKEND_URL}/health/ready`);
    expect(ready.status()).toBe(200);
    const { node } = (await ready.json()) as { node: string };
    expect(Number(/^v(\d+)\./.exec(node)?.[1])).toBeGreaterThanOrEqual(24);
  });

  for (const [name, origin] of Object.entries(REMOTE_ORIGINS)) {
    test(`${name}: CORS, no-cache manifest, long-cached compressed chunks`, async ({ request }) => {
      const manifest = await request.get(`${origin}/mf-manifest.json`, {
        headers: { Origin: SHELL_URL, 'Accept-Encoding': 'gzip' },
      });
      expect(manifest.status()).toBe(200);
      expect(manifest.headers()['access-control-allow-origin']).toBe('*');
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      const body = (await manifest.json()) as {
        metaData: { remoteEntry: { name: string; path: string } };
      };
      const entryPath = [body.metaData.remoteEntry.path, body.metaData.remoteEntry.name]
        .filter(Boolean)
        .join('/');
      const entry = await request.get(`${origin}/${entryPath}`, {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(entry.status()).toBe(200);
      expect(entry.headers()['access-control-allow-origin']).toBe('*');
      expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(entry.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    });
  }

  test('the shell serves config.json and index.html no-cache, and client routes as index.html', async ({
    request,
  }) => {
    const config = await request.get(`${SHELL_URL}/config.json`);
    expect(config.headers()['cache-control']).toBe('no-cache');
    const json = (await config.json()) as { backendUrl: string; remotes: Record<string, string> };
    expect(json.backendUrl).toBe('http://localhost:54321');
    expect(Object.keys(json.remotes).sort()).toEqual([
      'remote_admin',
      'remote_automation',
      'remote_portal',
      'remote_public',
    ]);
    const deepLink = await request.get(`${SHELL_URL}/admin/leads`);
    expect(deepLink.headers()['content-type']).toContain('text/html');
    expect(deepLink.headers()['cache-control']).toBe('no-cache');
  });

  test('the backend reports a reachable database', async ({ request }) => {
    const health = await request.get(`${BACKEND_URL}/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'reachable' });
  });
});
