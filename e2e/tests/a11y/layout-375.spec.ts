import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { linkedPortalClient, openPortalAs } from '../../support/portal';
import { AUTOMATION_VIEW_ROUTES, PORTAL_ROUTES, seededAdminRoutes } from '../../support/routes';
import { AUTOMATION_TABS } from '../../support/stack';

/**
 * Screens whole at 375 px (issue 34): nothing wider than the screen, the selected tab of a tab
 * list in view, no text cut by its box, the agency's name whole in the admin header, the
 * portal's header one band; at 1280 × 800 the sidebar shows the current page's entry.
 */
const PHONE = { width: 375, height: 760 };
const LANGUAGES = ['en', 'fr'] as const;

async function open(page: Page, route: string, language: string) {
  const separator = route.includes('?') ? '&' : '?';
  await page.goto(`${route}${separator}lng=${language}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading|Chargement/ })).toHaveCount(0);
}

/** How much wider than the screen the page is (0 when it fits), and the widest culprits. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.scrollingElement?.scrollWidth ?? 0;
    // An element inside a scrolling frame widens the frame, not the page: not a culprit.
    const scrolls = (element: HTMLElement) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => getComputedStyle(element).position !== 'fixed' && !scrolls(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { width, culprits };
  });

/**
 * Elements whose own text is cut by their box (an ellipsis, a clipped overflow): the visible
 * ones only (a visually hidden caption is 1 px wide on purpose), `<select>` aside.
 */
const cutTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header *, main *, nav *, [role="tablist"] *')]
      .filter((element) => {
        if (element.tagName === 'SELECT' || element.clientWidth <= 1) return false;
        const hasText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (!hasText) return false;
        const style = getComputedStyle(element);
        const clips = ['hidden', 'clip'].includes(style.overflowX);
        return clips && element.scrollWidth > element.clientWidth + 1;
      })
      .slice(0, 5)
      .map((element) => `"${element.textContent?.trim().slice(0, 40)}" in ${element.tagName}`),
  );

/** Whether `locator` lies whole within its scrolling tab list and the screen. */
const isWhollyShown = (locator: Locator) =>
  locator.evaluate((tab) => {
    const box = tab.getBoundingClientRect();
    const list = tab.closest('[role="tablist"]')?.getBoundingClientRect();
    if (!list) return false;
    return (
      box.left >= list.left - 1 &&
      box.right <= list.right + 1 &&
      box.left >= -1 &&
      box.right <= window.innerWidth + 1
    );
  });

test.describe('the back office at 375 px', () => {
  test.use({ signedInAs: 'admin', viewport: PHONE });

  test('no page is wider than the screen, and no text is cut', async ({
    page,
    request,
    adminSession,
  }) => {
    test.setTimeout(420_000);
    const routes = [
      ...(await seededAdminRoutes(request, adminSession.token)),
      ...AUTOMATION_VIEW_ROUTES,
    ];
    const wide: string[] = [];
    const cut: string[] = [];
    for (const language of LANGUAGES) {
      for (const route of routes) {
        await open(page, route, language);
        const { width, culprits } = await overflow(page);
        if (width > PHONE.width) {
          wide.push(`${route} (${language}): ${width} px wide, by ${culprits.join(', ')}`);
        }
        const texts = await cutTexts(page);
        if (texts.length > 0) cut.push(`${route} (${language}): ${texts.join('; ')}`);
      }
    }
    expect(wide, wide.join('\n')).toEqual([]);
    expect(cut, cut.join('\n')).toEqual([]);
  });

  test('each automation tab opened from the URL shows its tab whole', async ({ page }) => {
    for (const language of LANGUAGES) {
      for (const { tab } of AUTOMATION_TABS) {
        await open(page, `/admin/automation?tab=${tab}`, language);
        const selected = page.getByRole('tablist').first().getByRole('tab', { selected: true });
        await expect(selected).toBeVisible();
        expect(await isWhollyShown(selected), `${tab} (${language})`).toBe(true);
      }
    }
    // And the view tabs under it, a later one chosen from the URL.
    await open(page, '/admin/automation?tab=contracts&view=analytics', 'fr');
    const view = page.getByRole('tablist').nth(1).getByRole('tab', { selected: true });
    expect(await isWhollyShown(view)).toBe(true);
  });

  test("the header shows the agency's whole name", async ({ page }) => {
    for (const language of LANGUAGES) {
      await open(page, '/admin/automation?tab=contracts', language);
      const name = page.locator('header [data-slot="agency"]');
      await expect(name).toBeVisible();
      const cut = await name.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 ||
          element.getBoundingClientRect().right > window.innerWidth,
      );
      expect(cut, `the agency's name is cut (${language})`).toBe(false);
    }
  });
});

test.describe('the back office at 1280 × 800', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1280, height: 800 } });

  test("the sidebar scrolls the current page's entry into view", async ({ page }) => {
    for (const route of ['/admin/automation?tab=contracts', '/admin/marketing']) {
      await open(page, route, 'en');
      const current = page.locator('#admin-sidebar [aria-current="page"]');
      await expect(current).toBeVisible();
      await expect(current).toBeInViewport({ ratio: 1 });
    }
  });
});

test('the portal at 375 px: one header band, nothing wider than the screen', async ({
  page,
  request,
  adminSession,
}) => {
  test.setTimeout(180_000);
  const client = await linkedPortalClient(request, adminSession.token, 'Ines');
  await page.setViewportSize(PHONE);
  await openPortalAs(page, client.session);
  const wide: string[] = [];
  for (const language of LANGUAGES) {
    for (const route of PORTAL_ROUTES) {
      await open(page, route, language);
      const header = page.getByRole('banner');
      const height = await header.evaluate((element) => element.getBoundingClientRect().height);
      expect(height, `the portal header on ${route} (${language})`).toBeLessThan(80);
      const { width, culprits } = await overflow(page);
      if (width > PHONE.width) {
        wide.push(`${route} (${language}): ${width} px wide, by ${culprits.join(', ')}`);
      }
    }
  }
  expect(wide, wide.join('\n')).toEqual([]);
});
