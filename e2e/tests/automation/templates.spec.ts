import { randomUUID } from 'node:crypto';
import { expect, storeInBrowser, test } from '../../support/auth';
import { blockBackend } from '../../support/leads';
import { callRecords } from '../../support/records';

/** Project Templates (`/admin/automation?tab=templates`, issue 12; docs/automation.md). */
test.describe('project templates, as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the category filter deep-links, the details show the whole plan, and a new template is created', async ({
    page,
  }) => {
    const id = randomUUID().slice(0, 8);
    await page.goto('/admin/automation?tab=templates');
    const cards = page.getByRole('article');
    await expect(cards.filter({ hasText: 'Mobile App' })).toBeVisible();

    // The choice goes through the URL (a router transition): clicked, then checked once it lands.
    await page.getByRole('radio', { name: 'Marketing', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Marketing', exact: true })).toBeChecked();
    await expect(page).toHaveURL(/[?&]category=marketing/);
    await expect(page).toHaveURL(/[?&]tab=templates/);
    const landing = page.getByRole('article', { name: 'Landing Page', exact: true });
    await expect(landing).toContainText('$1,500 – $3,000');
    await expect(landing).toContainText('2 weeks');
    await expect(landing).toContainText('4 tasks');
    await expect(landing).toContainText('Basic');
    await expect(page.getByRole('article', { name: 'Mobile App', exact: true })).toHaveCount(0);

    // The filter survives a reload: it lives in the URL.
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Marketing', exact: true })).toBeChecked();

    await landing.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Landing Page', exact: true });
    await expect(details).toContainText('A single conversion-focused page');
    await expect(details.getByRole('row', { name: /Brief and wireframe/ })).toContainText(
      'Designer',
    );
    await expect(details).toContainText('Responsive landing page');
    await expect(details).toContainText('Google Analytics');
    await expect(details).toContainText('$1,500 – $3,000');
    await details.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('dialog', { name: 'New template', exact: true });
    // Opened from the Marketing filter: the category is already chosen.
    await expect(form.getByLabel('Category')).toHaveValue('marketing');
    await form.getByLabel('Name', { exact: true }).fill(`Microsite ${id}`);
    await form.getByLabel('Duration (weeks)').fill('3');
    await form.getByLabel('Lowest price').fill('4,000');
    await form.getByLabel('Highest price').fill('2,000');
    await form.getByRole('button', { name: 'Add task' }).click();
    await form.getByLabel('Task 1 name').fill('Design');
    await form.getByLabel('Task 1 lasts (days)').fill('5');
    await form.getByRole('button', { name: 'Add task' }).click();
    await form.getByLabel('Task 2 name').fill('Build');
    await form.getByLabel('Deliverables').fill('Three pages\nContact form');
    await form.getByRole('button', { name: 'Create template' }).click();
    // Refused before sending, on the field, with nothing typed lost.
    await expect(form.getByText('The highest price cannot be below the lowest.')).toBeVisible();
    await expect(form.getByLabel('Task 2 name')).toHaveValue('Build');
    await form.getByLabel('Highest price').fill('6,000');
    await form.getByRole('button', { name: 'Create template' }).click();
    await expect(form).toBeHidden();

    const created = page.getByRole('article', { name: `Microsite ${id}` });
    await expect(created).toContainText('$4,000 – $6,000');
    await expect(created).toContainText('2 tasks');
    await created.getByRole('button', { name: 'Details' }).click();
    const createdDetails = page.getByRole('dialog', { name: `Microsite ${id}` });
    // The second task starts where the first ends (day 5).
    await expect(createdDetails.getByRole('row', { name: /Build/ })).toContainText('5');
    await createdDetails.getByRole('button', { name: 'Duplicate' }).click();
    const copy = page.getByRole('dialog', { name: `Duplicate Microsite ${id}` });
    await expect(copy.getByLabel('Name', { exact: true })).toHaveValue(`Microsite ${id} (copy)`);
    await copy.getByRole('button', { name: 'Create template' }).click();
    const copied = page.getByRole('article', { name: `Microsite ${id} (copy)` });
    await expect(copied).toBeVisible();

    await copied.getByRole('button', { name: 'Details' }).click();
    await page
      .getByRole('dialog', { name: `Microsite ${id} (copy)` })
      .getByRole('button', { name: 'Archive' })
      .click();
    await page
      .getByRole('dialog', { name: `Archive Microsite ${id} (copy)?` })
      .getByRole('button', { name: 'Archive template' })
      .click();
    await expect(copied).toHaveCount(0);
    await expect(created).toBeVisible();
  });

  test('Use Template makes a dated project for a client, with a rule; Save as template brings it back', async ({
    page,
    request,
    adminSession,
  }) => {
    const id = randomUUID().slice(0, 8);
    const { client } = (await callRecords(
      request,
      adminSession.token,
      'client-management',
      'create_client',
      { name: `Tess Template-${id}`, email: `tess-${id}@example.com` },
    )) as { client: { id: string } };
    const rulesBefore = (await callRecords(
      request,
      adminSession.token,
      'invoice-automation',
      'get_rules',
    )) as {
      rules: Array<{ name: string; projectsUsed: number }>;
    };
    const usedBefore = rulesBefore.rules.find(
      (rule) => rule.name === 'Milestone billing',
    )?.projectsUsed;

    await page.goto('/admin/automation?tab=templates&category=marketing');
    await page
      .getByRole('article', { name: 'Landing Page', exact: true })
      .getByRole('button', { name: 'Use Template' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Use Landing Page', exact: true });
    await expect(dialog.getByLabel('Project name')).toHaveValue('Landing Page');
    // The midpoint of $1,500 – $3,000, and the range it must stay within.
    await expect(dialog.getByLabel('Budget')).toHaveValue('2250');
    await expect(dialog).toContainText('Between $1,500 and $3,000.');
    await dialog.getByLabel('Find a client').fill(`Template-${id}`);
    await dialog.getByLabel('Client', { exact: true }).selectOption(client.id);
    // A Friday: the milestones falling on the weekend move to the Monday.
    await dialog.getByLabel('Start date').fill('2026-01-02');
    await dialog.getByLabel('Project name').fill(`Launch page ${id}`);
    await dialog.getByLabel('Budget').fill('3,500');
    await dialog.getByLabel(/Invoicing rule/).selectOption({ label: 'Milestone billing' });
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog.getByText('The budget must be between $1,500 and $3,000.')).toBeVisible();
    await dialog.getByLabel('Budget').fill('2,000');
    await dialog.getByRole('button', { name: 'Create project' }).click();

    await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Launch page ${id}` })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('$2,000.00');
    const due = (name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
    await expect(due('Brief and wireframe')).toBeVisible();
    for (const [task, date] of [
      ['Brief and wireframe', 'Jan 5, 2026'],
      ['Visual design', 'Jan 8, 2026'],
      ['Build and form', 'Jan 12, 2026'],
      ['Review and launch', 'Jan 14, 2026'],
    ]) {
      await expect(page.getByRole('listitem').filter({ hasText: task })).toContainText(
        `due ${date}`,
      );
    }
    const rulesAfter = (await callRecords(
      request,
      adminSession.token,
      'invoice-automation',
      'get_rules',
    )) as {
      rules: Array<{ name: string; projectsUsed: number }>;
    };
    expect(rulesAfter.rules.find((rule) => rule.name === 'Milestone billing')?.projectsUsed).toBe(
      (usedBefore ?? 0) + 1,
    );

    await page.getByRole('button', { name: 'Save as template' }).click();
    const save = page.getByRole('dialog', { name: `Save Launch page ${id} as a template` });
    await expect(save.getByLabel('Template name')).toHaveValue(`Launch page ${id}`);
    await save.getByLabel('Category').selectOption('marketing');
    await save.getByRole('button', { name: 'Save template' }).click();
    await expect(save.getByRole('status')).toContainText(`Template “Launch page ${id}” saved.`);
    await save.getByRole('link', { name: 'Open Project Templates' }).click();
    await expect(page).toHaveURL(/tab=templates&category=marketing/);
    const saved = page.getByRole('article', { name: `Launch page ${id}` });
    await expect(saved).toContainText('$2,000');
    await expect(saved).toContainText('4 tasks');
  });

  test('the filter and the dialogs work from the keyboard alone', async ({ page }) => {
    await page.goto('/admin/automation?tab=templates');
    const all = page.getByRole('radio', { name: 'All', exact: true });
    await all.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'E-commerce', exact: true })).toBeChecked();
    await expect(page).toHaveURL(/category=ecommerce/);
    await expect(
      page.getByRole('article', { name: 'E-commerce Store', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Landing Page', exact: true })).toHaveCount(0);

    const details = page
      .getByRole('article', { name: 'E-commerce Store', exact: true })
      .getByRole('button', { name: 'Details' });
    await details.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'E-commerce Store', exact: true });
    await expect(dialog).toContainText('Theme and checkout development');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('article', { name: 'E-commerce Store', exact: true }).getByRole('button', {
        name: 'Use Template',
      }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    const use = page.getByRole('dialog', { name: 'Use E-commerce Store', exact: true });
    await expect(use).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(use).toBeHidden();
  });

  test('renders its labels in French', async ({ page }) => {
    await page.goto('/admin/automation?tab=templates&category=mobile&lng=fr');
    await expect(page.getByRole('radio', { name: 'Toutes', exact: true })).toBeVisible();
    const mobile = page.getByRole('article', { name: 'Mobile App', exact: true });
    await expect(mobile.getByRole('button', { name: 'Utiliser le modèle' })).toBeVisible();
    await expect(mobile).toContainText('16 semaines');
    await expect(mobile).toContainText('Avancé');
    await expect(page.getByRole('button', { name: 'Nouveau modèle' })).toBeVisible();
  });
});

test('with the backend unreachable, the seeded templates show as demo data and saving says why not', async ({
  page,
}) => {
  await blockBackend(page);
  await storeInBrowser(page, [{ name: 'admin_bypass', value: 'true' }]);
  await page.goto('/admin/automation?tab=templates');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('article', { name: 'Mobile App', exact: true })).toContainText(
    '$20,000 – $35,000',
  );

  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('dialog', { name: 'New template', exact: true });
  await form.getByLabel('Name', { exact: true }).fill('Offline plan');
  await form.getByLabel('Category').selectOption('saas');
  await form.getByLabel('Duration (weeks)').fill('4');
  await form.getByLabel('Lowest price').fill('1000');
  await form.getByLabel('Highest price').fill('2000');
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(form.getByRole('alert')).toContainText('This is a demo: changes are not saved.');
  // Nothing typed is lost.
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Offline plan');
});
