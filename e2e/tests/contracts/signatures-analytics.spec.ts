import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, storeInBrowser, test } from '../../support/auth';
import { blockBackend } from '../../support/leads';
import { callRecords } from '../../support/records';

/**
 * The Contracts tab's E-Signatures and Analytics views (issue 13): the signers of a contract
 * sent through the API are listed as awaited, a new link goes to one of them from the list,
 * and the figures count the contract; with the backend unreachable, the tab reads its demo
 * contracts under the banner and says a reminder needs the server.
 */
const SIGNATURES = '/admin/automation?tab=contracts&view=signatures';
const ANALYTICS = '/admin/automation?tab=contracts&view=analytics';

/**
 * A client and a contract of the seeded Service Agreement for them with two signers (the
 * client, then a colleague), sent: both are e-mailed at once. Names unique to the call.
 */
async function sentContract(request: APIRequestContext, token: string) {
  const id = randomUUID().slice(0, 8);
  const call = (fn: string, action: string, payload: Record<string, unknown> = {}) =>
    callRecords(request, token, fn, action, payload);
  const client = { name: `Insight Client ${id}`, email: `insight-${id}@example.com` };
  const created = (await call('client-management', 'create_client', {
    ...client,
    company: `Insight Studio ${id}`,
  })) as { client: { id: string } };
  const { templates } = (await call('contracts', 'get_templates')) as {
    templates: Array<{ id: string; name: string }>;
  };
  const template = templates.find((candidate) => candidate.name === 'Service Agreement');
  expect(template, 'the seeded Service Agreement').toBeDefined();
  const signers = [client, { name: `Finance ${id}`, email: `insight-finance-${id}@example.com` }];
  const title = `Insight Agreement ${id}`;
  const { contract } = (await call('contracts', 'create_contract', {
    template_id: template?.id,
    client_id: created.client.id,
    title,
    value: 1_250_000,
    variables: { 'project.name': 'the website' },
    signers,
  })) as { contract: { id: string } };
  await call('contracts', 'send_contract', { id: contract.id });
  return { id: contract.id, title, client, signers };
}

/** A figure card's number (`[data-figure=…]`), read as it is shown. */
async function figure(page: Page, name: string): Promise<Locator> {
  const value = page.locator(`[data-figure="${name}"] dd`);
  await expect(value).toBeVisible();
  return value;
}

const asNumber = async (value: Locator) => Number((await value.textContent())?.trim());

test.describe('for a signed-in admin', () => {
  test.use({ signedInAs: 'admin' });

  test('a sent contract lists its signers as awaited, one is reminded from the list, and the figures count it', async ({
    page,
    request,
    adminSession,
  }) => {
    test.setTimeout(90_000);
    const draft = await sentContract(request, adminSession.token);
    const [client, colleague] = draft.signers;
    if (!client || !colleague) throw new Error('sentContract gives two signers');

    await page.goto(SIGNATURES);
    await expect(page.getByLabel('Filter signatures')).toHaveValue('waiting');
    const table = page.getByRole('table', { name: 'Signers of the contracts sent' });
    const clientRow = table.getByRole('row').filter({ hasText: client.email });
    const colleagueRow = table.getByRole('row').filter({ hasText: colleague.email });
    for (const row of [clientRow, colleagueRow]) {
      await expect(row).toContainText('E-mailed');
      await expect(row).toContainText(draft.title);
      await expect(row).toContainText(draft.client.name);
      await expect(row).toContainText('0 of 5');
    }
    // Nothing secret on the agency's screen: no signing link anywhere in the list.
    await expect(table.locator('a[href*="/sign/"]')).toHaveCount(0);
    await expect(table).not.toContainText('/sign/');

    await page.getByRole('button', { name: `Resend to ${colleague.name}` }).click();
    await expect(
      page.getByText(`A new signing link was e-mailed to ${colleague.name}`),
    ).toBeVisible();
    await expect(colleagueRow).toContainText('1 of 5');
    await expect(colleagueRow).toContainText('Last:');
    await expect(clientRow).toContainText('0 of 5');

    // The other filters, kept in the URL; the contract's title opens its details.
    await page.getByLabel('Filter signatures').selectOption({ label: 'Signed' });
    await expect(page).toHaveURL(/signer_status=signed/);
    await expect(clientRow).toHaveCount(0);
    await page.getByLabel('Filter signatures').selectOption({ label: 'All signers' });
    await expect(clientRow).toContainText('E-mailed');
    await clientRow.getByRole('link', { name: draft.title }).click();
    await expect(page).toHaveURL(new RegExp(`view=active&contract=${draft.id}`));
    await expect(page.getByRole('dialog', { name: draft.title })).toBeVisible();

    await page.goto(ANALYTICS);
    expect(await asNumber(await figure(page, 'sent'))).toBeGreaterThanOrEqual(1);
    expect(await asNumber(await figure(page, 'pending'))).toBeGreaterThanOrEqual(2);
    await expect(
      page.getByRole('table', { name: 'Contracts sent and signed, last 6 months' }),
    ).toBeVisible();
  });

  test('the views read in French', async ({ page }) => {
    await page.goto(`${SIGNATURES}&lng=fr`);
    await expect(page.getByLabel('Filtrer les signatures')).toBeVisible();
    await page.getByRole('tab', { name: 'Statistiques' }).click();
    await expect(page.getByText('Délai médian de signature')).toBeVisible();
  });
});

test('with the backend unreachable, the tab shows its demo contracts, signers and figures', async ({
  page,
}) => {
  await blockBackend(page);
  await storeInBrowser(page, [{ name: 'admin_bypass', value: 'true' }]);
  await page.goto('/admin/automation?tab=contracts&view=active');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Tracking portal — Service Agreement' }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'E-Signatures' }).click();
  const james = page.getByRole('row').filter({ hasText: 'james@okaforlogistics.com' });
  await expect(james).toContainText('Viewed');
  await expect(james).toContainText('1 of 5');
  const priya = page.getByRole('row').filter({ hasText: 'priya@okaforlogistics.com' });
  await expect(priya).toContainText('Not their turn yet');
  await expect(page.getByRole('button', { name: 'Resend to Priya Shah' })).toBeDisabled();
  await page.getByRole('button', { name: 'Resend to James Okafor' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Check your connection and try again' }),
  ).toBeVisible();
  await expect(james).toContainText('1 of 5');

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(await figure(page, 'sent')).toHaveText('5');
  await expect(await figure(page, 'pending')).toHaveText('2');
  await expect(await figure(page, 'signing-rate')).toHaveText('50 %');
  await expect(await figure(page, 'median-time')).toHaveText('41 hours');
  await expect(await figure(page, 'signed-value')).toContainText('€24,000.00');
});
