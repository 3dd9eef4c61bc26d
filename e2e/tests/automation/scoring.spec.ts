import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, storeInBrowser, test } from '../../support/auth';
import { adminCreateLead, blockBackend } from '../../support/leads';
import { callRecords } from '../../support/records';

/**
 * The Lead Scoring tab against the real backend: an admin re-weights the criteria, previews what
 * changes, saves, watches the re-scoring finish and finds the new grades in Scored Leads. The
 * criteria are put back as they were after each test, so the tests stand alone.
 */
const TAB = '/admin/automation?tab=scoring';
const LONG_NOTE = 'We need a new site with a shop, a booking calendar and a member area. '.repeat(
  4,
);

type Criteria = Array<Record<string, unknown>>;

async function scoring(request: APIRequestContext, token: string, action: string, payload = {}) {
  return await callRecords(request, token, 'lead-scoring', action, payload);
}

/**
 * Three leads whose scores are known under the seeded criteria (spec §9 weights):
 * `falls` 83 (A), held up by engagement points that a 10-point cap takes away (73, B);
 * `rises` 74 (B), a big budget that earns 35 once the budget criterion is worth 35 (84, A);
 * `stays` 15 (D) either way.
 */
async function createScoredLeads(request: APIRequestContext, token: string) {
  const id = randomUUID().slice(0, 8);
  const falls = await adminCreateLead(request, token, {
    name: `Fay Falls-${id}`,
    email: `fay.${id}@falls-${id}.com`,
    source: 'estimator',
    budget: 25_000,
    timeline: 'oneToThree',
    company_size: '11-50',
    phone: '+1 555 0100',
    project_type: 'ecommerce',
    notes: LONG_NOTE,
  });
  const rises = await adminCreateLead(request, token, {
    name: `Ray Rises-${id}`,
    email: `ray.${id}@gmail.com`,
    budget: 60_000,
    timeline: 'asap',
    company_size: '51-200',
    phone: '+1 555 0101',
    project_type: 'saas',
  });
  const stays = await adminCreateLead(request, token, {
    name: `Stan Stays-${id}`,
    email: `stan.${id}@gmail.com`,
    timeline: 'flexible',
  });
  expect([falls.score, rises.score, stays.score]).toEqual([83, 74, 15]);
  return { falls, rises, stays };
}

test.describe('lead scoring, as an admin', () => {
  test.use({ signedInAs: 'admin' });

  let saved: Criteria = [];
  test.beforeEach(async ({ request, adminSession }) => {
    saved = (await scoring(request, adminSession.token, 'get_criteria')).criteria as Criteria;
  });
  test.afterEach(async ({ request, adminSession }) => {
    await scoring(request, adminSession.token, 'save_criteria', { criteria: saved });
  });

  test('re-weighting the criteria: total check, preview, save, progress, new grades', async ({
    page,
    request,
    adminSession,
  }) => {
    const { falls, rises } = await createScoredLeads(request, adminSession.token);

    await page.goto(`${TAB}&view=criteria`);
    await expect(page.getByText('Active weights total: 100 / 100')).toBeVisible();
    await page.getByLabel('Weight of Company size').fill('30');
    await expect(page.getByText('Active weights total: 115 / 100')).toBeVisible();
    await expect(page.getByText('Active criteria weights must total 100 (now 115).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Preview', exact: true })).toBeDisabled();

    await page.getByLabel('Weight of Engagement').fill('5');
    await expect(page.getByText('Active weights total: 100 / 100')).toBeVisible();
    await expect(page.getByText(/must total 100/)).toHaveCount(0);

    // Points are shares of the weight: doubled, the company size's conditions are worth double,
    // and the best lead still reaches 100 (issue 28).
    const sizes = page.getByRole('table', { name: 'Conditions of Company size' });
    await expect(sizes).toContainText('15 → 30 at this weight');
    await expect(sizes).toContainText('12 → 24 at this weight');
    await expect(
      page.getByText('Best possible score with these weights: 100 of 100.'),
    ).toBeVisible();

    // Reordering, from the keyboard: the focus stays on the button pressed.
    await page.getByRole('button', { name: 'Move down Budget' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Move down Budget' })).toBeFocused();
    const firstCriterion = page
      .getByRole('list', { name: 'Scoring criteria, in order' })
      .getByRole('heading')
      .first();
    await expect(firstCriterion).toContainText('Timeline');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Move up Budget' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(firstCriterion).toContainText('Budget');
    await expect(page.getByRole('button', { name: 'Move up Budget' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page.getByText(/^\d+ of \d+ leads would change grade\.$/)).toBeVisible();
    const sample = page.getByRole('table', { name: /Leads whose grade would change/ });
    await expect(sample.getByRole('row', { name: new RegExp(falls.name) })).toContainText(
      '83 → 77',
    );
    await expect(sample.getByRole('row', { name: new RegExp(rises.name) })).toContainText(
      '74 → 80',
    );

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Criteria saved: every lead is being re-scored.')).toBeVisible();
    await expect(page.getByText(/\d+ leads? re-scored, \d+ with a new score\./)).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // Scored Leads, filtered by a deep link: the risen lead is an A now, the fallen one a B.
    await page.goto(`${TAB}&view=scored&grade=A`);
    await expect(page.getByLabel('Grade', { exact: true })).toHaveValue('A');
    const risen = page.getByRole('row').filter({ hasText: rises.name });
    await expect(risen).toBeVisible();
    await expect(risen.getByRole('cell').first()).toHaveText(/80\s*A/);
    await expect(page.getByRole('row').filter({ hasText: falls.name })).toHaveCount(0);

    const toggle = risen.getByRole('button', { name: `Breakdown for ${rises.name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const breakdown = page.getByRole('table', {
      name: `How ${rises.name} scored, criterion by criterion`,
    });
    await expect(breakdown.getByRole('row', { name: /Company size/ })).toContainText('24 / 30');
    await expect(breakdown.getByRole('row', { name: /Budget/ })).toContainText('25 / 25');
    await expect(breakdown.getByRole('row', { name: /Budget/ })).toContainText('$50,000 or more');

    await page.getByLabel('Grade', { exact: true }).selectOption('B');
    await expect(page).toHaveURL(/grade=B/);
    await expect(
      page.getByRole('row').filter({ hasText: falls.name }).getByRole('cell').first(),
    ).toHaveText(/77\s*B/);
  });

  test('a grade deep link filters the list, and headers sort it through the URL', async ({
    page,
    request,
    adminSession,
  }) => {
    const { stays } = await createScoredLeads(request, adminSession.token);
    await page.goto(`${TAB}&view=scored&grade=D`);
    const rows = page.getByRole('table', { name: /Leads by score/ }).locator('tbody > tr');
    await expect(rows.filter({ hasText: stays.name })).toBeVisible();
    for (const cell of await rows.locator('td:first-child').all()) {
      await expect(cell).toHaveText(/\d+\s*D/);
    }
    const scoreHeader = page.getByRole('columnheader', { name: 'Score', exact: true });
    await expect(scoreHeader).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/grade=D/);
    await expect(page).toHaveURL(/sort=name&order=asc/);
    await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByRole('link', { name: stays.name })).toHaveAttribute(
      'href',
      `/admin/leads?lead=${stays.id}`,
    );
  });

  test("a refused save keeps every edit and shows the server's messages by the criterion", async ({
    page,
  }) => {
    await page.route('**/functions/v1/lead-scoring', async (route) => {
      if (route.request().postDataJSON()?.action !== 'save_criteria') return route.continue();
      await route.fulfill({
        status: 400,
        json: {
          success: false,
          error: 'Some fields are invalid',
          code: 'VALIDATION_FAILED',
          fields: { 'criteria.0.conditions.0.label': 'Label must be at most 200 characters' },
        },
      });
    });
    await page.goto(`${TAB}&view=criteria`);
    await page.getByLabel('Weight of Budget').fill('30');
    await page.getByLabel('Weight of Engagement').fill('15');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The refusal in the reader's words (its code), the fields in the server's.
    await expect(page.getByText('Not saved: Some fields need your attention.')).toBeVisible();
    const budget = page.getByRole('listitem').filter({ has: page.getByLabel('Weight of Budget') });
    await expect(budget.getByRole('alert')).toHaveText('Label must be at most 200 characters');
    await expect(page.getByLabel('Weight of Budget')).toHaveValue('30');
    await expect(page.getByLabel('Weight of Engagement')).toHaveValue('15');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    await page.getByRole('button', { name: 'Reset to saved' }).click();
    await expect(page.getByLabel('Weight of Budget')).toHaveValue('25');
    await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
  });

  test('decay days on an engagement criterion are saved with the set', async ({ page }) => {
    await page.goto(`${TAB}&view=criteria`);
    await page.getByRole('button', { name: 'Edit Engagement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Engagement' });
    await dialog.getByLabel('Decay (days)').fill('400');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('A whole number of days from 1 to 365, or empty.')).toBeVisible();
    await dialog.getByLabel('Decay (days)').fill('30');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Fades over 30 days')).toBeVisible();
    // Only engagement criteria can fade: the others' dialogs do not offer it.
    await page.getByRole('button', { name: 'Edit Budget' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Edit Budget' }).getByLabel('Decay (days)'),
    ).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Criteria saved: every lead is being re-scored.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Fades over 30 days')).toBeVisible();
    await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
  });

  test('a run in progress shows its progress bar, and a failed run says why', async ({ page }) => {
    const run = {
      id: 'r1',
      total: 300,
      done: 120,
      changed: 40,
      created_at: new Date().toISOString(),
    };
    let polls = 0;
    await page.route('**/functions/v1/lead-scoring', async (route) => {
      if (route.request().postDataJSON()?.action !== 'get_rescore_status') return route.continue();
      polls += 1;
      const status =
        polls === 1
          ? {
              ...run,
              status: 'running',
              started_at: run.created_at,
              finished_at: null,
              error: null,
            }
          : {
              ...run,
              status: 'failed',
              started_at: run.created_at,
              finished_at: new Date().toISOString(),
              error: 'the database went away',
            };
      await route.fulfill({ json: { success: true, run: status } });
    });
    await page.goto(`${TAB}&view=criteria`);
    const progress = page.getByRole('progressbar', { name: 'Leads re-scored' });
    await expect(progress).toHaveAttribute('aria-valuenow', '120');
    await expect(progress).toHaveAttribute('aria-valuemax', '300');
    await expect(page.getByText('Re-scoring every lead…')).toBeVisible();
    // Polled each second while running: the next answer is the failure.
    await expect(page.getByText('Re-scoring failed after 120 of 300 leads.')).toBeVisible();
    await expect(page.getByText('Reason: the database went away')).toBeVisible();
    await expect(progress).toHaveCount(0);
  });

  test('the tab speaks French', async ({ page, request, adminSession }) => {
    await createScoredLeads(request, adminSession.token);
    await page.goto(`${TAB}&view=criteria&lng=fr`);
    await expect(page.getByText(/Total des poids actifs\u202f: \d+ \/ 100/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aperçu', exact: true })).toBeVisible();
    // The seeded criteria and conditions are worded in French (issue 16).
    await expect(page.getByRole('button', { name: 'Monter Délai' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'De 25 000 $ à 49 999 $' })).toBeVisible();
    await page.getByRole('tab', { name: 'Statistiques' }).click();
    await expect(page).toHaveURL(/view=analytics/);
    await expect(page.getByRole('table', { name: 'Taux de conversion par note' })).toBeVisible();
  });
});

test('with the backend unreachable, the tab scores the demo leads, previews, and says a save needs the server', async ({
  page,
}) => {
  await blockBackend(page);
  await storeInBrowser(page, [{ name: 'admin_bypass', value: 'true' }]);
  await page.goto(`${TAB}&view=scored&grade=A`);
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  const rows = page.getByRole('table', { name: /Leads by score/ }).locator('tbody > tr');
  await expect(rows.first()).toBeVisible();
  for (const cell of await rows.locator('td:first-child').all()) {
    await expect(cell).toHaveText(/\d+\s*A/);
  }

  await page.getByRole('tab', { name: 'Scoring Criteria' }).click();
  await expect(page.getByLabel('Weight of Budget')).toHaveValue('25');
  await page.getByLabel('Weight of Budget').fill('35');
  await page.getByLabel('Weight of Engagement').fill('10');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText(/^\d+ of 12 leads would change grade\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Not saved: The server could not be reached')).toBeVisible();
  await expect(page.getByLabel('Weight of Budget')).toHaveValue('35');
});
