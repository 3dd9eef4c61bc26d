import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';

/*
 * The admin's strings load in parts (issue 32, docs/platform.md "i18n"): the dashboard brings
 * the core and its own, a page its area's when it is visited, and a language switch on an open
 * page shows the new language on it and on the pages visited after.
 */

test.use({ signedInAs: 'admin' });

const adminNav = (page: Page) =>
  page.getByRole('navigation', { name: /Admin navigation|Navigation de l’administration/ });

/** The scripts a page downloads, their text read as they arrive. */
function recordScripts(page: Page) {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      texts.push(response.text().catch(() => ''));
    }
  });
  return {
    some: async (pattern: RegExp) => (await Promise.all(texts)).some((text) => pattern.test(text)),
  };
}

/**
 * The Leads page's own strings (its `leads.description`); the dashboard's card titled "Leads"
 * and the lead statuses its cards show are the dashboard's.
 */
const LEADS_STRINGS = /Enquiries from prospective clients/;

test("the dashboard downloads no other page's strings; a page brings its own", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await scripts.some(LEADS_STRINGS)).toBe(false);

  await adminNav(page).getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect.poll(() => scripts.some(LEADS_STRINGS)).toBe(true);
});

test('a language switch on an open page reaches it and the pages visited after', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  await adminNav(page).getByRole('link', { name: 'Prospects', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prospects' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  await adminNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
