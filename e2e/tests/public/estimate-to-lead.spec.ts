import { expect, sessionStorageEntries, storeInBrowser, test } from '../../support/auth';
import { findLeadByEmail, uniqueContact } from '../../support/leads';
import { mailArriving } from '../../support/mail';

/**
 * Issue 32: the estimate's range and pace are carried exactly from /estimator into the
 * get-started form, the stored lead and the admin's lead panel; the auto-reply promises the
 * answer time the page promises (Content: `contact.responseTime`).
 */

/** The get-started form's budget ranges (remote-public/src/common/budget-ranges.ts). */
const BUDGET_FLOORS = [0, 5000, 10000, 25000, 50000];

/** The one range holding the whole estimate, '' when it spans two (the visitor chooses). */
function expectedBudget(low: number, high: number): string {
  for (const [index, floor] of BUDGET_FLOORS.entries()) {
    const ceiling = BUDGET_FLOORS[index + 1];
    if (low >= floor && (ceiling === undefined || high <= ceiling)) return String(floor);
  }
  return '';
}

test('the estimate, its pace and the promised answer time reach the form, the lead and the auto-reply', async ({
  page,
  request,
  adminSession,
}) => {
  const visitor = uniqueContact('Estelle');

  // The visitor chooses options in the estimator.
  await page.goto('/estimator');
  // Each option is a card: its label wraps the native radio or checkbox.
  const choose = (step: string, option: string) =>
    page.getByRole('group', { name: step }).getByText(option, { exact: true }).click();
  await choose('What are you building?', 'Corporate website');
  await choose('How big is it?', 'Large');
  await choose('Which features do you need?', 'Multiple languages');
  await choose('How far should the design go?', 'Custom');
  await choose('How soon do you need it?', 'Standard');
  await expect(
    page.getByRole('group', { name: 'How soon do you need it?' }).getByRole('radio', {
      name: /^Standard/,
    }),
  ).toBeChecked();
  const summary = page.getByRole('region', { name: 'Your estimate' });
  const shownRange = ((await summary.locator('p').first().textContent()) ?? '').trim();

  await summary.getByRole('link', { name: 'Send me this estimate' }).click();
  await expect(page).toHaveURL(/\/get-started\?.*from=estimator/);
  const [low, high] = (new URL(page.url()).searchParams.get('estimate') ?? '')
    .split('-')
    .map(Number);
  expect(low).toBeGreaterThan(0);
  expect(high).toBeGreaterThanOrEqual(low as number);

  // The form shows the same range and pace; the budget is a range that holds the whole
  // estimate, or none; a Standard pace says nothing of when to start.
  await expect(page.getByText(`Your estimate: ${shownRange}, Standard pace`)).toBeVisible();
  await expect(page.getByLabel('Project type')).toHaveValue('corporate');
  const budget = expectedBudget(low as number, high as number);
  await expect(page.getByLabel('Budget')).toHaveValue(budget);
  await expect(page.getByLabel('When would you like to start?')).toHaveValue('');

  // The page's promise, as Content words it.
  const lead = await page
    .locator('main')
    .getByText(/reply within .+ with a clear next step/)
    .textContent();
  const promise = /reply within (.+) with a clear next step/.exec(lead ?? '')?.[1] ?? '';
  expect(promise).not.toBe('');
  await expect(page.getByText(`A reply within ${promise}`)).toBeVisible();

  await page.getByLabel('Your name').fill(visitor.name);
  await page.getByLabel('Work e-mail').fill(visitor.email);
  if (budget === '') await page.getByLabel('Budget').selectOption('25000');
  await page.getByRole('button', { name: 'Send my project' }).click();
  await expect(page.getByRole('heading', { name: `Thank you, ${visitor.name}!` })).toBeVisible();
  await expect(page.getByText(`reads your brief within ${promise}`)).toBeVisible();

  // The lead keeps the estimate exactly as shown.
  const stored = (await findLeadByEmail(request, adminSession.token, visitor.email)) as Record<
    string,
    unknown
  >;
  expect(stored).toMatchObject({
    source: 'estimator',
    estimate_low: low,
    estimate_high: high,
    estimate_pace: 'standard',
    timeline: null,
  });

  // The auto-reply promises what the page promised, and its subject echoes nothing typed.
  const reply = await mailArriving(visitor.email, /we received your project/);
  expect(reply.text).toContain(`Within ${promise}, we answer`);
  expect(reply.subject).not.toContain(visitor.name);

  // The admin's lead panel shows the estimate as sent.
  await storeInBrowser(page, sessionStorageEntries(adminSession));
  await page.goto(`/admin/leads?q=${encodeURIComponent(visitor.email)}`);
  const row = page.getByRole('row').filter({ hasText: visitor.email });
  await row.getByRole('button', { name: visitor.name }).click();
  const panel = page.getByRole('dialog', { name: visitor.name });
  await expect(panel.getByText('Estimate (as sent)')).toBeVisible();
  const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
  await expect(
    panel.getByText(`${usd(low as number)}–${usd(high as number)}, Standard pace`),
  ).toBeVisible();
});
