import { expect, test } from '../../support/auth';
import { REMOTE_ORIGINS } from '../../support/stack';

// Admin pages and the portal are for signed-in users: these specs sign in as the e2e admin.
test.use({ signedInAs: 'admin' });

const GROUPS = [
  ['Overview', ['Dashboard', 'Analytics']],
  ['Business', ['Clients', 'Projects', 'Leads', 'Proposals']],
  ['Operations', ['Team', 'Revenue', 'Payments']],
  ['Content', ['Content', 'Email', 'Images']],
  ['Settings', ['Site Management', 'Settings']],
  ['Automation', ['Project Templates', 'Auto Invoicing', 'Lead Scoring', 'Contracts']],
  ['Marketing & Growth', ['Marketing', 'Business Intelligence']],
] as const;

test.describe('admin layout on desktop', () => {
  test('has the sidebar groups and items of the spec, landmarks and the header slots', async ({
    page,
  }) => {
    await page.goto('/admin/leads');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    for (const [group, items] of GROUPS) {
      const list = nav.getByRole('list', { name: group, exact: true });
      await expect(list).toBeVisible();
      await expect(list.getByRole('link')).toHaveText([...items]);
    }
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(page.locator('[data-slot="user"]')).toBeVisible();
  });

  test('draws what each remote declares in its navigation.json, and keeps it when a remote is down', async ({
    page,
  }) => {
    // Beside the manifest config.json names: under the release's versioned prefix.
    const automation = `${REMOTE_ORIGINS.remote_automation}/**/navigation.json`;
    // A redeployed remote-automation names its contracts entry differently: no shell rebuild.
    await page.route(automation, async (route) => {
      const response = await route.fetch();
      const entries = (await response.json()) as Array<{ key: string; label: { en: string } }>;
      for (const entry of entries) {
        if (entry.key === 'contracts') entry.label.en = 'Agreements';
      }
      await route.fulfill({ response, json: entries });
    });
    await page.goto('/admin/leads');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    const automationList = nav.getByRole('list', { name: 'Automation', exact: true });
    await expect(automationList.getByRole('link')).toHaveText([
      'Project Templates',
      'Auto Invoicing',
      'Lead Scoring',
      'Agreements',
    ]);
    await expect(automationList.getByRole('link', { name: 'Agreements' })).toHaveAttribute(
      'href',
      '/admin/automation?tab=contracts',
    );

    // Unreachable on the next visit: the entries read last stay, the rest is read afresh.
    await page.unroute(automation);
    await page.route(automation, (route) => route.abort());
    await page.reload();
    await expect(automationList.getByRole('link', { name: 'Agreements' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Leads', exact: true })).toBeVisible();
  });

  test('highlights the active item and opens automation tabs', async ({ page }) => {
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await nav.getByRole('link', { name: 'Leads', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(nav.getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute(
      'aria-current',
    );

    await nav.getByRole('link', { name: 'Lead Scoring' }).click();
    await expect(page).toHaveURL(/\/admin\/automation\?tab=scoring$/);
    await expect(page.getByRole('tab', { name: 'Lead Scoring', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(nav.getByRole('link', { name: 'Lead Scoring' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('collapses, and remembers it across visits', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    // Labels stay available to assistive technology while collapsed.
    await expect(
      page
        .getByRole('navigation', { name: 'Admin navigation' })
        .getByRole('link', { name: 'Leads', exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  });

  test('is keyboard navigable, starting with the skip link', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    const leads = page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Leads', exact: true });
    await leads.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/leads$/);
  });
});

test.describe('admin layout on mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('slides the sidebar in as a drawer that closes with its button and Escape', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    const drawer = page.locator('#admin-sidebar');
    await expect(drawer).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeInViewport();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).not.toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(drawer).not.toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Leads', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(drawer).not.toBeInViewport();
  });
});
