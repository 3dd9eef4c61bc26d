import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { takeOver } from '../../support/measure';
import { rawHtml } from '../../support/raw-html';

/** Each server-rendered route, its h1, and a piece of its content below the h1. */
const PUBLIC_PAGES = [
  { path: '/', h1: 'Websites and apps that grow your business', content: 'Estimate your budget' },
  {
    path: '/services',
    h1: 'Everything you need to launch and grow online',
    content: 'Services',
  },
  { path: '/estimator', h1: 'What will your project cost?', content: 'Your estimate' },
  { path: '/get-started', h1: 'Tell us about your project', content: 'Get started' },
  { path: '/auth/login', h1: 'Sign in', content: 'E-mail' },
  { path: '/auth/register', h1: 'Create your account', content: 'Password' },
];

/** Records layout shifts and whether the 'Loading...' spinner ever appears, from the start. */
async function watchForChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { cls: 0, spinner: false };
    (window as unknown as { __ssrWatch: typeof state }).__ssrWatch = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) state.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('[role="status"]')?.textContent?.includes('Loading')) {
        state.spinner = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until the shell has put its own tree in place of the server's markup (once started). */
async function takenOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered', /.*/);
}

const watched = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __ssrWatch: { cls: number; spinner: boolean } }).__ssrWatch,
  );

test.describe('server-rendered public pages', () => {
  test('the first HTML response of each public route holds its h1 and content', async () => {
    for (const { path: pathname, h1, content } of PUBLIC_PAGES) {
      // The stack loads remote-public's render bundle as it starts: allow it that moment.
      await expect
        .poll(async () => (await rawHtml(pathname)).includes('data-server-rendered'), {
          timeout: 15_000,
        })
        .toBe(true);
      const html = await rawHtml(pathname);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[?.]/g, '\\$&')}</h1>`));
      expect(html).toContain(content);
      expect(html).toContain('<footer');
      expect(html).not.toContain('Loading...');
    }
  });

  test('a preview link is left to the browser, which loads the draft it names', async () => {
    const html = await rawHtml('/?preview=some-token');
    expect(html).not.toContain('data-server-rendered');
    expect(html).toContain('<div id="root"></div>');
  });

  test('the HTML is in the language the visitor asks for, with its title', async () => {
    const html = await rawHtml('/', { 'Accept-Language': 'fr-FR,fr;q=0.9' });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Des sites et des applications qui font grandir votre activité');
    const english = await rawHtml('/services', { Cookie: 'i18next=en' });
    expect(english).toContain('<title>Services — Atelier</title>');
  });

  test('the home page becomes interactive with no spinner and no layout shift', async ({
    page,
  }) => {
    await watchForChanges(page);
    await page.goto('/');
    await takeOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_PAGES[0]?.h1 ?? '');
    await page.getByRole('link', { name: 'Estimate your budget' }).first().click();
    await expect(page).toHaveURL(/\/estimator$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'What will your project cost?',
    );
    const state = await watched(page);
    expect(state.spinner).toBe(false);
  });

  test('the estimator reacts once taken over, and nothing shifted on the way', async ({ page }) => {
    await watchForChanges(page);
    await page.goto('/estimator');
    await takeOver(page);
    const summary = page.getByRole('region', { name: 'Your estimate' });
    await expect(summary).toBeVisible();
    const before = await summary.textContent();
    await page.getByRole('radio', { name: /Very large/ }).check();
    await expect(summary).not.toHaveText(before ?? '');
    const state = await watched(page);
    expect(state.spinner).toBe(false);
    expect(state.cls).toBeLessThanOrEqual(0.02);
  });

  test('the sign-in form validates once taken over, with no layout shift', async ({ page }) => {
    await watchForChanges(page);
    await page.goto('/auth/login');
    await takeOver(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    const state = await watched(page);
    expect(state.spinner).toBe(false);
    expect(state.cls).toBeLessThanOrEqual(0.02);
  });

  test('what is typed and sent before the shell takes over is kept, and the sending happens', async ({
    page,
  }) => {
    // remote-public's scripts arrive late, so the visitor acts on the server's markup.
    await page.route('http://localhost:3001/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/auth/login');
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', /.+/);
    await page.getByLabel('E-mail', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not the right password at all');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await takenOver(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'You could not be signed in' }),
    ).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('nobody@example.com');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a link clicked once something was typed, before the shell runs, is followed with what was typed', async ({
    page,
  }) => {
    // The shell's entry arrives late: only the page's inline script is there at the click.
    await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/auth/login');
    await page.getByLabel('E-mail', { exact: true }).fill('early@example.com');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByLabel('E-mail')).toHaveValue('early@example.com');
  });

  test('a language asked for by ?lng= is kept by a link followed before the shell takes over', async ({
    page,
  }) => {
    // The shell's entry never arrives: the visitor only ever has the server's pages.
    await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/?lng=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Tout ce qu’il faut pour vous lancer et grandir en ligne',
      }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', /.+/);
  });

  test('a visitor who only reads gets the entries preloaded, no script run, and one page view', async ({
    page,
  }) => {
    const views: string[] = [];
    const otherCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/functions/v1/analytics')) {
        views.push(String(request.postDataJSON()?.path));
      } else if (request.url().includes('/functions/v1/') && request.method() === 'POST') {
        otherCalls.push(`${request.url()} ${request.postDataJSON()?.action}`);
      }
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(() => views).toEqual(['/']);
    await expect(page.locator('html')).toHaveAttribute('data-page-view-sent', '/');
    const preloaded = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'))
        .map((link) => link.href)
        .filter((href) => !document.querySelector(`script[src="${href}"]`)),
    );
    expect(preloaded).toHaveLength(2);
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', /.+/);

    // The first gesture takes the page over; the view already sent is not sent again.
    await takeOver(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-page-view-sent', /.*/);
    // The page carried its site and its published texts: taking it over called nothing.
    await page.waitForLoadState('networkidle');
    expect(otherCalls).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_PAGES[1]?.h1 ?? '');
    await expect.poll(() => views).toEqual(['/', '/services']);
  });

  test("a button pressed on the server's markup is pressed again once taken over", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/', { waitUntil: 'networkidle' });
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    // A native popover: the server's markup opens it, and states nothing it could not keep.
    await expect(menu).not.toHaveAttribute('aria-expanded', /.*/);
    await menu.click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await takenOver(page);
    // Taken over, the menu is still open (opened in the new tree at its commit), and says so.
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a keyboard visitor keeps the focus on the link the first Tab reached, and Tab goes on from it', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const focusedLink = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLAnchorElement && active.isConnected
          ? `${active.getAttribute('href')} ${active.textContent?.trim()}`
          : null;
      });
    await page.keyboard.press('Tab');
    const first = await focusedLink();
    expect(first).not.toBeNull();
    await takenOver(page);
    await expect.poll(focusedLink).toBe(first);
    await page.keyboard.press('Tab');
    await expect.poll(focusedLink).not.toBe(first);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });

  test("a language kept in local storage, not the server's, has the page taken over at once", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
    await page.goto('/', { waitUntil: 'networkidle' });
    await takenOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Des sites et des applications qui font grandir votre activité',
    );
  });
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'admin' });

  test("a signed-in visitor's page is taken over without a gesture, with the signed-in header", async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await takenOver(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
