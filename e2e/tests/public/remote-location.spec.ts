import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer, listen } from '../../../scripts/lib/static-server';
import { expect, test } from '../../support/auth';
import { rawHtml } from '../../support/raw-html';
import { REMOTE_ERROR_TITLE, SHELL_URL } from '../../support/stack';

/**
 * Where remote-public is (config.json, read by the shell's host on each page): its server
 * renders come from there, and a remote that is down or failing never leaves a blank page.
 * The tests rewrite the shell's config.json, one after the other.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const configFile = path.join(repoRoot, 'shell/dist/config.json');

/** The manifest a page's takeover data names (scripts/lib/takeover-data.ts), if any. */
async function takeoverManifest(pathname: string): Promise<{ url?: string } | undefined> {
  const address = /"data":"([^"]+)"/.exec(await rawHtml(pathname))?.[1];
  if (!address) return undefined;
  const data = (await (await fetch(`${SHELL_URL}${address}`)).json()) as {
    elements: Array<{ id: string; url?: string }>;
  };
  return data.elements.find(({ id }) => id === 'atelier-manifest');
}

test.describe('where remote-public is', () => {
  test.describe.configure({ mode: 'serial' });

  test('a remote-public moved to a new URL renders the HTML from there, no shell rebuild', async () => {
    const original = await readFile(configFile, 'utf8');
    const moved = createStaticServer({
      root: path.join(repoRoot, 'remote-public/dist'),
      cors: true,
    });
    await listen(moved, 0, '127.0.0.1');
    const address = moved.address();
    const origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const config = JSON.parse(original) as { remotes: Record<string, string> };
      config.remotes.remote_public = `${origin}/mf-manifest.json`;
      await writeFile(configFile, JSON.stringify(config, null, 2));
      // The page names the manifest it was rendered from in its takeover data.
      await expect
        .poll(async () => (await takeoverManifest('/services'))?.url, { timeout: 15_000 })
        .toBe(`${origin}/mf-manifest.json`);
      expect(await rawHtml('/services')).toContain('Everything you need to launch and grow online');
    } finally {
      await writeFile(configFile, original);
      await new Promise<void>((resolve) => {
        moved.close(() => resolve());
        moved.closeAllConnections();
      });
    }
  });

  test('a remote-public that is down gives the client-side page and its error panel, never a blank page', async ({
    page,
  }) => {
    const original = await readFile(configFile, 'utf8');
    try {
      const config = JSON.parse(original) as { remotes: Record<string, string> };
      config.remotes.remote_public = 'http://localhost:9/mf-manifest.json';
      await writeFile(configFile, JSON.stringify(config, null, 2));
      const html = await rawHtml('/services');
      expect(html).not.toContain('data-server-rendered');
      expect(html).toContain('<div id="root"></div>');
      await page.goto('/services');
      await expect(page.getByRole('heading', { name: REMOTE_ERROR_TITLE })).toBeVisible();
    } finally {
      await writeFile(configFile, original);
    }
  });

  test('a server-rendered page whose remote scripts fail in the browser shows the error panel once taken over', async ({
    page,
  }) => {
    await page.route('http://localhost:3001/**', (route) => route.abort());
    await page.goto('/services');
    await page.mouse.move(1, 1);
    await expect(page.getByRole('heading', { name: REMOTE_ERROR_TITLE })).toBeVisible();
  });
});
