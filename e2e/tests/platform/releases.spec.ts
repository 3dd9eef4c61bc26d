import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { integrityOf } from '../../../scripts/lib/releases';
import { expect, test } from '../../support/auth';
import { takeOver } from '../../support/measure';
import { REMOTE_ERROR_TITLE, REMOTE_ORIGINS, SHELL_URL } from '../../support/stack';

/**
 * Each remote is served from its versioned prefix, with the integrity config.json names
 * (docs/deploy.md): a next release goes beside the current one, config.json flips to it and
 * back, and code that does not match its integrity never runs.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const configFile = path.join(repoRoot, 'shell/dist/config.json');
const releasesRoot = path.join(repoRoot, 'dist/releases');
const SERVICES_HEADING = 'Everything you need to launch and grow online';
/** Text of remote-public's own build (page texts come from the backend's content). */
const SKIP_LINK = 'Skip to main content';
const NEXT_SKIP_LINK = 'Skip to the content of the next release';

type Config = {
  remotes: Record<string, string>;
  versions: Record<string, string>;
  integrity: Record<string, { entry: string; render?: string }>;
};

const readConfig = async () => JSON.parse(await readFile(configFile, 'utf8')) as Config;

async function rawHtml(pathname: string): Promise<string> {
  const response = await fetch(`${SHELL_URL}${pathname}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Every file below `folder` whose name ends with one of `endings`. */
async function filesIn(folder: string, endings: string[]): Promise<string[]> {
  const names = await readdir(folder, { recursive: true });
  return names
    .filter((name) => endings.some((ending) => name.endsWith(ending)))
    .map((name) => path.join(folder, name));
}

test.describe('releases under versioned prefixes', () => {
  test.describe.configure({ mode: 'serial' });
  let original = '';

  test.beforeAll(async () => {
    original = await readFile(configFile, 'utf8');
  });

  test.afterEach(async () => {
    await writeFile(configFile, original);
  });

  test('config.json names each remote at its versioned prefix, with its version and integrity', async ({
    request,
  }) => {
    const config = await readConfig();
    for (const [name, origin] of Object.entries(REMOTE_ORIGINS)) {
      const version = config.versions[name];
      expect(version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
      const folder = name.replace('_', '-');
      expect(config.remotes[name]).toBe(`${origin}/${folder}/${version}/mf-manifest.json`);
      expect(config.integrity[name]?.entry).toMatch(/^sha384-/);
      const manifest = await request.get(config.remotes[name] ?? '');
      expect(manifest.status()).toBe(200);
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    }
    expect(config.integrity.remote_public?.render).toMatch(/^sha384-/);
  });

  test('a next release of remote-public goes beside the current one; config.json flips to it and back', async ({
    page,
  }) => {
    const config = await readConfig();
    const current = config.versions.remote_public ?? '';
    const next = `${current.split('-')[0]}-e2e${Date.now().toString(16)}`;
    const nextFolder = path.join(releasesRoot, 'remote-public', next);
    // The next build: the same release with one of its texts changed (no compressed copies).
    await cp(path.join(releasesRoot, 'remote-public', current), nextFolder, {
      recursive: true,
      filter: (source) => !source.endsWith('.br') && !source.endsWith('.gz'),
    });
    try {
      for (const file of await filesIn(nextFolder, ['.js', '.mjs'])) {
        const text = await readFile(file, 'utf8');
        if (text.includes(SKIP_LINK)) {
          await writeFile(file, text.replaceAll(SKIP_LINK, NEXT_SKIP_LINK));
        }
      }
      const render = integrityOf(await readFile(path.join(nextFolder, 'server/render.mjs')));
      const flipped: Config = structuredClone(config);
      flipped.remotes.remote_public = config.remotes.remote_public?.replace(current, next) ?? '';
      flipped.versions.remote_public = next;
      flipped.integrity.remote_public = {
        entry: config.integrity.remote_public?.entry ?? '',
        render,
      };
      await writeFile(configFile, JSON.stringify(flipped, null, 2));

      // The server's page and the browser's both come from the next release.
      await expect.poll(() => rawHtml('/services'), { timeout: 15_000 }).toContain(NEXT_SKIP_LINK);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto('/services');
      await takeOver(page);
      await expect(page.getByRole('link', { name: NEXT_SKIP_LINK })).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: SERVICES_HEADING })).toBeVisible();
      expect(requested.some((url) => url.includes(`/remote-public/${next}/`))).toBe(true);
      expect(requested.some((url) => url.includes(`/remote-public/${current}/`))).toBe(false);

      // Back: the current release again, from the server and in the browser.
      await writeFile(configFile, original);
      await expect
        .poll(() => rawHtml('/services'), { timeout: 15_000 })
        .toContain(SERVICES_HEADING);
      await page.goto('/services');
      await expect(page.getByRole('heading', { level: 1, name: SERVICES_HEADING })).toBeVisible();
    } finally {
      await rm(nextFolder, { recursive: true, force: true });
    }
  });

  test.describe('code that does not match its integrity', () => {
    test.use({ signedInAs: 'admin' });

    const withIntegrity = async (name: string, value: { entry: string; render?: string }) => {
      const config = await readConfig();
      config.integrity[name] = value;
      await writeFile(configFile, JSON.stringify(config, null, 2));
    };
    const errorPanel = (page: Page) => page.getByRole('heading', { name: REMOTE_ERROR_TITLE });

    test("a remote's entry: refused by the browser, its area shows the error panel, the rest works", async ({
      page,
    }) => {
      await withIntegrity('remote_admin', { entry: integrityOf('another build') });
      await page.goto('/admin/leads');
      await expect(errorPanel(page)).toBeVisible({ timeout: 5000 });
      await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
      await page.goto('/admin/automation');
      await expect(page.getByRole('tab', { name: 'Contracts', exact: true })).toBeVisible();
    });

    test("remote-public's render bundle: not run on the server, the page is rendered in the browser", async ({
      page,
    }) => {
      const config = await readConfig();
      await withIntegrity('remote_public', {
        entry: config.integrity.remote_public?.entry ?? '',
        render: integrityOf('another render bundle'),
      });
      await expect
        .poll(async () => (await rawHtml('/services')).includes('data-server-rendered'), {
          timeout: 15_000,
        })
        .toBe(false);
      await page.goto('/services');
      await expect(page.getByRole('heading', { level: 1, name: SERVICES_HEADING })).toBeVisible();
    });
  });
});
