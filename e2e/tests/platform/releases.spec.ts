import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { integrityOf } from '../../../scripts/lib/releases';
import { expect, test } from '../../support/auth';
import { takeOver } from '../../support/measure';
import {
  deployNextPublicRelease,
  NEXT_SKIP_LINK,
  readReleasesConfig,
  SKIP_LINK,
} from '../../support/releases';
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

const readConfig = () => readReleasesConfig(configFile);

async function rawHtml(pathname: string): Promise<string> {
  const response = await fetch(`${SHELL_URL}${pathname}`);
  expect(response.status).toBe(200);
  return response.text();
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
    const config = await readReleasesConfig(configFile);
    const current = config.versions.remote_public ?? '';
    const releases = path.join(releasesRoot, 'remote-public');
    const deployed = await deployNextPublicRelease(releases, config);
    const next = deployed.config.versions.remote_public;
    try {
      await writeFile(configFile, JSON.stringify(deployed.config, null, 2));

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
        .poll(
          async () => {
            const html = await rawHtml('/services');
            return html.includes(SKIP_LINK) && !html.includes(NEXT_SKIP_LINK);
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.goto('/services');
      await takeOver(page);
      await expect(page.getByRole('link', { name: SKIP_LINK })).toBeAttached();
    } finally {
      await rm(deployed.folder, { recursive: true, force: true });
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
