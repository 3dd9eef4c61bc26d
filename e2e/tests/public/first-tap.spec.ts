import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { holdRequests } from '../../support/hold';
import { takeOver } from '../../support/measure';

/**
 * Issue 32: the public pages' controls answer from the server's HTML alone, and a page change
 * in the browser puts the focus on the new page and says so.
 */

const ANNOUNCER = '#atelier-route-announcer';

/** The element that has the focus, as "TAG#id" (or "BODY"), and whether it is still in the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'BODY';
    return `${active.tagName}${active.id ? `#${active.id}` : ''}${active.isConnected ? '' : ' (detached)'}`;
  });

/** The live region holds the page's title (set by the page once it is shown). */
async function expectAnnounced(page: Page): Promise<void> {
  await expect(page.locator(ANNOUNCER)).not.toHaveText('');
  await expect
    .poll(async () => (await page.locator(ANNOUNCER).textContent()) === (await page.title()))
    .toBe(true);
}

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the menu opens on a tap and shows its links', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await menu.tap();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Services' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Estimator' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // A link of the menu is a plain link: it leads to the server's page.
    await nav.getByRole('link', { name: 'Services' }).tap();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Everything you need to launch and grow online',
    );
  });

  test('the language link leads to the same page in French, drawn by the server', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('link', { name: 'Français' }).tap();
    await expect(page).toHaveURL(/\/\?lng=fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Des sites et des applications qui font grandir votre activité',
    );
    // And back: the French page links to the English one.
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/?lng=en');
  });

  test('every public page names itself in each language (hreflang)', async ({ page }) => {
    for (const path of ['/', '/services', '/estimator', '/get-started']) {
      await page.goto(path);
      const alternates = await page
        .locator('head link[rel="alternate"]')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
        );
      const site = new URL(page.url()).origin;
      expect(alternates).toEqual([
        `en ${site}${path}?lng=en`,
        `fr ${site}${path}?lng=fr`,
        `x-default ${site}${path}`,
      ]);
    }
  });
});

test.describe('with JavaScript', () => {
  test('"Start your project" puts the focus on the h1 of /get-started and announces it', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await takeOver(page);
    // The first page keeps the browser's focus, and nothing is announced.
    expect(await focused(page)).toBe('BODY');
    await expect(page.locator(ANNOUNCER)).toHaveText('');
    await page.getByRole('main').getByRole('link', { name: 'Start your project' }).first().click();
    await expect(page).toHaveURL(/\/get-started$/);
    const h1 = page.getByRole('heading', { level: 1, name: 'Tell us about your project' });
    await expect(h1).toBeFocused();
    await expect(page.locator(ANNOUNCER)).toHaveAttribute('aria-live', 'polite');
    await expectAnnounced(page);
    await expect(page.locator(ANNOUNCER)).toHaveCount(1);
  });

  test('Enter on the skip link before the takeover leaves the focus on main, after it too', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', /.*/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('MAIN#main-content');
    // The key started the takeover, which replaces main: the focus is on the new one.
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered', /.*/, {
      timeout: 15_000,
    });
    await page.waitForTimeout(500);
    expect(await focused(page)).toBe('MAIN#main-content');

    // Taken over, the skip link still leads to main.
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('MAIN#main-content');
  });
});

test.describe('on a phone, before the takeover', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('an option chosen before the island has loaded shows in the estimate once it has', async ({
    page,
  }) => {
    // The island is a file of the host the early hold loads once painted
    // (scripts/lib/takeover-data.ts): held here, as a slow network would, with the shell's entry.
    const release = await holdRequests(
      page,
      /\/__atelier\/page\/[\w-]+\.js$|\/static\/js\/index\.[0-9a-f]+\.js$/,
    );
    await page.goto('/estimator', { waitUntil: 'domcontentloaded' });
    const summary = page.getByRole('region', { name: 'Your estimate' });
    const type = summary.locator('[data-shows="row-type"]');
    const before = await type.textContent();
    await page
      .getByRole('group', { name: 'What are you building?' })
      .getByText('Landing page', { exact: true })
      .tap();
    expect(before).not.toBe('Landing page');
    await expect(type).toHaveText(before ?? '');
    release();
    await expect(type).toHaveText('Landing page');
    await expect(page).toHaveURL(/[?&]projectType=landing(&|$)/);
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', /.*/);
  });

  test("an estimator option changes the estimate at once (the page's island), and the takeover keeps it", async ({
    page,
  }) => {
    // The shell's entry is held until the tap has been answered: only the server's page and its
    // inline scripts are there.
    const release = await holdRequests(page, /\/static\/js\/index\.[0-9a-f]+\.js$/);
    // Making a number or list formatter takes ~100 ms on a phone: the island makes none.
    await page.addInitScript(
      `window.__formattersMade = 0;
      for (const name of ['NumberFormat', 'ListFormat']) {
        Intl[name] = new Proxy(Intl[name], {
          construct(target, args) { window.__formattersMade += 1; return new target(...args); },
        });
      }`,
    );
    await page.goto('/estimator');
    const summary = page.getByRole('region', { name: 'Your estimate' });
    const price = summary.locator('[data-shows="price"]');
    const before = await price.textContent();
    await page
      .getByRole('group', { name: 'What are you building?' })
      .getByText('Landing page', { exact: true })
      .tap();
    await expect(price).not.toHaveText(before ?? '');
    const landing = await price.textContent();
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', /.*/);
    await expect(summary.locator('[data-shows="row-type"]')).toHaveText('Landing page');
    await expect(page).toHaveURL(/[?&]projectType=landing(&|$)/);
    await expect(summary.getByRole('link', { name: 'Send me this estimate' })).toHaveAttribute(
      'href',
      /projectType=landing/,
    );
    // A feature the new type does not include is free again; the one it had is ticked off.
    await expect(page.getByRole('checkbox', { name: /^Content management/ })).toBeEnabled();
    // Extras are listed as the language lists them, with no formatter made in the browser.
    for (const feature of ['Online payments', 'User accounts', 'Advanced SEO']) {
      await page.getByRole('checkbox', { name: new RegExp(`^${feature}`) }).tap();
    }
    const extras = summary.locator('[data-shows="row-features"]');
    await expect(extras).toHaveText('Online payments, User accounts, and Advanced SEO');
    const withExtras = await price.textContent();
    expect(withExtras).not.toBe(landing);
    expect(await page.evaluate('window.__formattersMade')).toBe(0);

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered', /.*/, {
      timeout: 15_000,
    });
    await expect(price).toHaveText(withExtras ?? '');
    await expect(extras).toHaveText('Online payments, User accounts, and Advanced SEO');
    await expect(page.getByRole('radio', { name: /^Landing page/ })).toBeChecked();
    // After the takeover the page's own code answers, the same way.
    await page
      .getByRole('group', { name: 'How big is it?' })
      .getByText('Large', { exact: true })
      .tap();
    await expect(price).not.toHaveText(withExtras ?? '');
  });
  test('the menu and a link to another page answer without running the takeover', async ({
    page,
  }) => {
    // Whether the page the visitor leaves had started the takeover (its entry's script added).
    await page.addInitScript(() => {
      addEventListener('pagehide', () => {
        const ran = document.querySelector('script[src*="/static/js/index."]') !== null;
        sessionStorage.setItem('left-taken-over', String(ran));
      });
    });
    const leftTakenOver = () => page.evaluate(() => sessionStorage.getItem('left-taken-over'));
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', /.*/);
    await page.getByRole('link', { name: 'Français' }).tap();
    await expect(page).toHaveURL(/\/\?lng=fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await leftTakenOver()).toBe('false');

    await page.goto('/?lng=en');
    await page.getByRole('main').getByRole('link', { name: 'Start your project' }).first().tap();
    await expect(page).toHaveURL(/\/get-started$/);
    expect(await leftTakenOver()).toBe('false');

    // Any other tap still starts it: the page's own code answers from then on.
    await page.getByLabel('Your name').tap();
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered', /.*/, {
      timeout: 15_000,
    });
  });

  test('"Start your project" and the language link open pages the browser fetched ahead', async ({
    page,
  }) => {
    // The shell's entry never arrives: these are the server's pages and their links.
    await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, () => undefined);
    const deliveryType = () =>
      page.evaluate(
        () =>
          (
            performance.getEntriesByType('navigation')[0] as PerformanceEntry & {
              deliveryType?: string;
            }
          ).deliveryType,
      );
    await page.goto('/');
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
    await page.getByRole('main').getByRole('link', { name: 'Start your project' }).first().tap();
    await expect(page).toHaveURL(/\/get-started$/);
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', /.*/);
    expect(await deliveryType()).toBe('navigational-prefetch');

    // On /get-started only the language link is fetched ahead, never the page itself.
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
    await expect(page.locator('script[type="speculationrules"]')).not.toContainText('get-started');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('link', { name: 'Français' }).tap();
    await expect(page).toHaveURL(/\/get-started\?lng=fr$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parlez-nous de votre projet');
    expect(await deliveryType()).toBe('navigational-prefetch');
  });
});

test.describe('in the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('a sidebar link puts the focus on the next page h1 and announces its title', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Leads', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeFocused();
    await expectAnnounced(page);
  });
});
