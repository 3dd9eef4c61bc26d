import { expect, storeInBrowser, test } from '../../support/auth';
import { blockBackend, LEAD_FUNCTION_PATTERN } from '../../support/leads';

/** One of the built-in sample leads (shared/src/demo/demo-lead-samples.ts). */
const SAMPLE = { name: 'Sophie Martin', company: 'Maison Lumière' };

test.describe('demo fallback', () => {
  test('with the backend unreachable, admin bypass shows the demo leads, and demo writes persist', async ({
    page,
  }) => {
    await blockBackend(page);
    await storeInBrowser(page, [{ name: 'admin_bypass', value: 'true' }]);
    await page.goto('/admin/leads');
    await expect(page.getByTestId('demo-banner')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: SAMPLE.name })).toBeVisible();
    await expect(page.locator('[data-stat="total"] dd')).toHaveText('12');

    await page.getByRole('button', { name: 'New lead' }).click();
    const form = page.getByRole('dialog', { name: 'New lead' });
    await form.getByLabel('Name').fill('Offline Olive');
    await form.getByLabel('E-mail').fill('olive@offline.example');
    await form.getByLabel('Budget (USD)').fill('10000');
    await form.getByRole('button', { name: 'Create lead' }).click();
    await expect(page.getByRole('dialog', { name: 'Offline Olive' })).toBeVisible();
    await page.keyboard.press('Escape');

    const stored = await page.evaluate(() => localStorage.getItem('demo_leads'));
    expect(stored).toContain('olive@offline.example');

    await page.reload();
    await expect(page.getByTestId('demo-banner')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Offline Olive' })).toBeVisible();
    await expect(page.locator('[data-stat="total"] dd')).toHaveText('13');
    // The same demo data through the pipeline: a move, kept across a reload too.
    await page.getByRole('button', { name: 'Pipeline' }).click();
    await page.getByLabel('Move Offline Olive to').selectOption('converted');
    await expect(
      page
        .getByRole('region', { name: 'Converted', exact: true })
        .getByRole('button', { name: 'Offline Olive' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Converted', exact: true })
        .getByRole('button', { name: 'Offline Olive' }),
    ).toBeVisible();
  });

  test.describe('for a signed-in admin', () => {
    test.use({ signedInAs: 'admin' });

    test('a backend lost after sign-in gives demo leads under a banner that says why', async ({
      page,
    }) => {
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await blockBackend(page);
      await page
        .getByRole('navigation', { name: 'Admin navigation' })
        .getByRole('link', { name: 'Leads', exact: true })
        .click();
      await expect(page.getByRole('row').filter({ hasText: SAMPLE.name })).toBeVisible();
      await expect(page.getByTestId('demo-banner')).toContainText(
        'The server could not be reached',
      );
    });

    test('with no leads at all, the page says what to do first', async ({ page }) => {
      const empty = {
        get_leads: { success: true, leads: [], total: 0, page: 1, pageSize: 25 },
        get_lead_stats: {
          success: true,
          stats: {
            total: 0,
            new: 0,
            contacted: 0,
            qualified: 0,
            proposal: 0,
            converted: 0,
            lost: 0,
            averageScore: 0,
            totalValue: 0,
            thisMonth: 0,
          },
        },
      } as Record<string, unknown>;
      await page.route(LEAD_FUNCTION_PATTERN, async (route) => {
        const action = (route.request().postDataJSON() as { action: string }).action;
        await route.fulfill({
          json: empty[action] ?? { success: false, error: 'x', code: 'INTERNAL' },
        });
      });
      await page.goto('/admin/leads');
      await expect(page.getByRole('heading', { name: 'No leads yet' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open the get-started form' })).toHaveAttribute(
        'href',
        '/get-started',
      );
      await page.getByRole('button', { name: 'Add a lead by hand' }).click();
      await expect(page.getByRole('dialog', { name: 'New lead' })).toBeVisible();
    });
  });
});
