import { expect, test } from '../../support/auth';
import { withRemoteAt, withRemoteMoved } from '../../support/moved-remote';
import { rawHtml } from '../../support/raw-html';
import { REMOTE_ERROR_TITLE, SHELL_URL } from '../../support/stack';

/**
 * Where remote-public is (config.json, read by the shell's host on each page): its server
 * renders come from there, and a remote that is down or failing never leaves a blank page.
 * The tests rewrite the shell's config.json, one after the other.
 */

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
    await withRemoteMoved('remote_public', 'remote-public', async (origin) => {
      // The page names the manifest it was rendered from in its takeover data.
      await expect
        .poll(async () => (await takeoverManifest('/services'))?.url, { timeout: 15_000 })
        .toBe(`${origin}/mf-manifest.json`);
      expect(await rawHtml('/services')).toContain('Everything you need to launch and grow online');
    });
  });

  test('a remote-public that is down gives the client-side page and its error panel, never a blank page', async ({
    page,
  }) => {
    await withRemoteAt('remote_public', 'http://localhost:9/mf-manifest.json', async () => {
      const html = await rawHtml('/services');
      expect(html).not.toContain('data-server-rendered');
      expect(html).toContain('<div id="root"></div>');
      await page.goto('/services');
      await expect(page.getByRole('heading', { name: REMOTE_ERROR_TITLE })).toBeVisible();
    });
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
