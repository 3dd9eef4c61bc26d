import type { Browser } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { publishContent } from '../../support/content';
import { takeOver } from '../../support/measure';
import { callRecords } from '../../support/records';
import { SHELL_URL } from '../../support/stack';

test.use({ signedInAs: 'admin' });

/**
 * The estimate a visitor without an account sees for a small landing page (no option: the
 * landing page's base range) in `lng`, once the page's script has taken over.
 */
async function landingEstimateAsVisitor(browser: Browser, lng: 'en' | 'fr') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${SHELL_URL}/estimator?projectType=landing&lng=${lng}`);
  await takeOver(page);
  const summary = page.locator('#estimate-summary');
  await expect(summary).toBeVisible();
  /** A range as the page writes it, with the browser's own number formatting. */
  const written = (min: number, max: number) =>
    page.evaluate(
      ([language, low, high]) =>
        new Intl.NumberFormat(language, {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
        }).formatRange(low, high),
      [lng, min, max] as const,
    );
  return { summary, written, close: () => context.close() };
}

test('a price changed once in Prices is the estimator’s price in English and in French', async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  const original = (await callRecords(request, adminSession.token, 'content', 'get_published', {
    page: 'prices',
    locale: 'en',
  })) as { content: Record<string, unknown> };
  // A range the site has never shown, in whole hundreds (the estimate is rounded to them).
  const min = 1600 + 100 * Math.floor(Math.random() * 30);
  const max = min + 2300;

  try {
    await page.goto('/admin/content?page=prices&lang=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expect(page.getByText('Prices apply to every language')).toBeVisible();
    await expect(page.getByLabel('Page language')).toHaveCount(0);
    const projects = page.locator('details').filter({
      has: page.locator('summary', { hasText: /^Project types$/ }),
    });
    await projects.locator('summary').click();
    const price = projects
      .getByRole('group', { name: 'Landing page', exact: true })
      .getByRole('group', { name: 'Price', exact: true });
    await price.getByLabel('Max', { exact: true }).fill(String(max));
    await price.getByLabel('Min', { exact: true }).fill(String(min));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft differs from the published page')).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Draft is published')).toBeVisible();

    for (const lng of ['en', 'fr'] as const) {
      const visitor = await landingEstimateAsVisitor(browser, lng);
      await expect(visitor.summary).toContainText(await visitor.written(min, max));
      await visitor.close();
    }
  } finally {
    // Other tests read the seed's prices: the original goes back on the site.
    await publishContent(request, adminSession.token, {
      page: 'prices',
      locale: 'en',
      content: original.content,
    });
  }
});
