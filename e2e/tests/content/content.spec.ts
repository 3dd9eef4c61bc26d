import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { publishContent } from '../../support/content';
import { callRecords } from '../../support/records';
import { SHELL_URL } from '../../support/stack';

test.use({ signedInAs: 'admin' });

/** The home page's h1 as a visitor without an account sees it at `url`. */
async function heroAsVisitor(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return { page, heading, close: () => context.close() };
}

test('a French hero title: saved as a draft, seen through the preview link only, then published', async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  const original = (await callRecords(request, adminSession.token, 'content', 'get_published', {
    page: 'home',
    locale: 'fr',
  })) as { content: { home: { hero: { title: string } } } };
  const seedTitle = original.content.home.hero.title;
  const title = `Votre site, enfin à votre image ${randomUUID().slice(0, 6)}`;

  try {
    await page.goto('/admin/content?page=home&lang=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expect(page.getByLabel('Page language')).toHaveValue('fr');
    const hero = page.locator('details').filter({
      has: page.locator('summary', { hasText: /^Hero$/ }),
    });
    await hero.locator('summary').click();
    const titleField = hero.getByLabel('Title', { exact: true });
    await expect(titleField).toHaveValue(seedTitle);
    await titleField.fill(title);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft differs from the published page')).toBeVisible();

    // The preview link opens in a new tab and stays on the page to copy.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await (await popup).close();
    const link = await page.getByLabel('Preview link').inputValue();
    expect(link).toContain('preview=');
    expect(link).toContain('lng=fr');

    const preview = await heroAsVisitor(browser, link);
    await expect(preview.heading).toHaveText(title);
    await expect(preview.page.getByText('Aperçu de modifications non publiées')).toBeVisible();
    await preview.close();

    const visitor = await heroAsVisitor(browser, `${SHELL_URL}/?lng=fr`);
    await expect(visitor.heading).toHaveText(seedTitle);
    await visitor.close();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Draft is published')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Restore version \d+$/ }).first()).toBeVisible();

    const published = await heroAsVisitor(browser, `${SHELL_URL}/?lng=fr`);
    await expect(published.heading).toHaveText(title);
    await expect(published.page.getByText('Aperçu de modifications non publiées')).toHaveCount(0);
    await published.close();
  } finally {
    // Other tests read the seed hero: the original goes back on the site.
    await publishContent(request, adminSession.token, {
      page: 'home',
      locale: 'fr',
      content: original.content,
    });
  }
});

test('the privacy policy and the terms are public pages linked from the footer', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${SHELL_URL}/?lng=fr`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Confidentialité' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Vos droits' })).toBeVisible();
  await page.goto(`${SHELL_URL}/terms`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
