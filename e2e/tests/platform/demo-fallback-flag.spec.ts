import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { blockBackend } from '../../support/leads';
import { mergeIntoConfig } from '../../support/page-data';

/** One of the built-in sample leads (shared/src/demo/demo-lead-samples.ts). */
const SAMPLE = 'Sophie Martin';

/** The page gets config.json as a deployment writes it: `demoFallback: false`. */
async function asDeployed(page: Page): Promise<void> {
  await mergeIntoConfig(page, { demoFallback: false });
}

async function openLeads(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Leads', exact: true })
    .click();
}

test.describe('the demo fallback flag of config.json', () => {
  test.use({ signedInAs: 'admin' });

  test('off (a deployment): a lost backend shows the error and a retry, never demo leads', async ({
    page,
  }) => {
    await asDeployed(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await blockBackend(page);
    await openLeads(page);
    await expect(
      page.getByRole('heading', { name: 'The leads could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByText(/The server could not be reached/).first()).toBeVisible();
    await expect(page.getByTestId('demo-banner')).toHaveCount(0);
    await expect(page.getByText(SAMPLE)).toHaveCount(0);
    // The backend is back: the retry loads the real (empty or not) list, still no banner.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'The leads could not be loaded' })).toHaveCount(
      0,
    );
    await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  });

  test("on (pnpm start's demo): a signed-in admin sees demo leads, but a new lead is refused, not kept in the demo store", async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await blockBackend(page);
    await openLeads(page);
    await expect(page.getByTestId('demo-banner')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: SAMPLE })).toBeVisible();
    await page.getByRole('button', { name: 'New lead' }).first().click();
    const form = page.getByRole('dialog', { name: 'New lead' });
    await form.getByLabel('Name').fill('Offline Otto');
    await form.getByLabel('E-mail').fill('otto@offline.example');
    await form.getByRole('button', { name: 'Create lead' }).click();
    await expect(form).toContainText('could not be reached');
    await expect(page.getByRole('dialog', { name: 'Offline Otto' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('demo_leads'))).toBeNull();
  });
});
