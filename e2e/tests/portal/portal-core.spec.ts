import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  expect,
  registerClient,
  sessionStorageEntries,
  signInThroughApi,
  signInThroughForm,
  storeInBrowser,
  test,
} from '../../support/auth';
import { confirmEmailLinkFor, passwordLinkFor } from '../../support/mail';
import { clientWithSentInvoice, linkedPortalClient, openPortalAs } from '../../support/portal';

const portalNav = (page: Page) => page.getByRole('navigation', { name: 'Portal' });

test.describe('the agency invites a client', () => {
  test.use({ signedInAs: 'admin' });

  test('invited from the client page, the client sets a password from the e-mail, signs in and sees their overview', async ({
    page,
    request,
    adminSession,
    browser,
  }) => {
    const seeded = await clientWithSentInvoice(request, adminSession.token);

    await page.goto(`/admin/clients/${seeded.clientId}`);
    const panel = page.getByRole('region', { name: 'Client portal' });
    await expect(panel.getByText('Not invited')).toBeVisible();
    await panel.getByRole('button', { name: 'Invite to portal' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Invite ${seeded.name} to the client portal?`,
    });
    await expect(dialog.getByText(seeded.email)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(panel.getByRole('status')).toHaveText(`Invitation sent to ${seeded.email}.`);
    await expect(panel.getByText('Invited', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Send a new invitation' })).toBeVisible();

    // The client, in a browser of their own: the e-mailed link sets their first password.
    // A context of its own, without the admin's session the suite's options would give it.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const client = await context.newPage();
    const link = new URL(await passwordLinkFor(seeded.email));
    await client.goto(`${link.pathname}${link.search}`);
    const password = 'northwind studio portal 2026';
    // An invitation speaks of choosing a password, and the invitee lands signed in.
    await expect(
      client.getByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeVisible();
    await client.getByLabel('Password', { exact: true }).fill(password);
    await client.getByLabel('Confirm your password').fill(password);
    await client.getByRole('button', { name: 'Save my password' }).click();
    await expect(client.getByText('Your password is set. Welcome!')).toBeVisible();
    await expect(client).toHaveURL(/\/client-portal$/);

    await expect(client.getByText(`Hello, ${seeded.name}.`)).toBeVisible();
    const { currency, balance_cents } = seeded.invoice;
    const owed = new Intl.NumberFormat('en', { style: 'currency', currency }).format(
      balance_cents / 100,
    );
    const toPay = client.getByRole('region', { name: 'Invoices to pay' });
    await expect(toPay.getByRole('link', { name: seeded.invoice.number })).toHaveAttribute(
      'href',
      `/client-portal/invoices/${seeded.invoice.id}`,
    );
    await expect(
      client.getByRole('region', { name: 'Balance due' }).getByText(owed, { exact: true }),
    ).toBeVisible();
    await expect(
      client.getByRole('region', { name: 'Contracts to sign' }).getByText('Nothing to sign.', {
        exact: false,
      }),
    ).toBeVisible();

    // From the keyboard: Tab along the portal's navigation to Contracts and open it.
    const overview = portalNav(client).getByRole('link', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-current', 'page');
    await overview.focus();
    const contracts = portalNav(client).getByRole('link', { name: 'Contracts' });
    for (let step = 0; step < 8; step += 1) {
      if (await contracts.evaluate((element) => element === document.activeElement)) break;
      await client.keyboard.press('Tab');
    }
    await expect(contracts).toBeFocused();
    await client.keyboard.press('Enter');
    await expect(client).toHaveURL(/\/client-portal\/contracts$/);
    await expect(client.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
    await expect(contracts).toHaveAttribute('aria-current', 'page');
    await expect(client.getByRole('heading', { name: 'No contracts yet' })).toBeVisible();
    await context.close();

    // The admin sees the account in use.
    await page.reload();
    await expect(panel.getByText('Active', { exact: true })).toBeVisible();
    await expect(panel.getByText(seeded.email)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Revoke access' })).toBeVisible();
  });
});

test('a linked client changes their profile, and it is kept', async ({ page, request }) => {
  const admin = await signInThroughApi(request, ADMIN);
  const client = await linkedPortalClient(request, admin.token, 'Ines');

  await openPortalAs(page, client.session, '/client-portal/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(client.name);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(client.email);

  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

  await page.getByLabel('Name', { exact: true }).fill('Ines Moreau');
  await page.getByLabel('Company').fill('Moreau Design');
  await page.getByLabel('Phone').fill('+33 1 23 45 67 89');
  await page.getByLabel('E-mail me when the agency sends something new').uncheck();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ines Moreau');
  await expect(page.getByLabel('Company')).toHaveValue('Moreau Design');
  await expect(page.getByLabel('Phone')).toHaveValue('+33 1 23 45 67 89');
  await expect(page.getByLabel('E-mail me when the agency sends something new')).not.toBeChecked();
});

test('a self-registered account not linked yet sees the not-linked screen on every portal page', async ({
  page,
  request,
}) => {
  const account = await registerClient(request, 'Noa');
  await openPortalAs(page, account.session);
  await expect(
    page.getByRole('heading', { name: 'Your account is not linked to a client yet' }),
  ).toBeVisible();
  await expect(page.getByText('We have told the agency', { exact: false })).toBeVisible();

  await portalNav(page).getByRole('link', { name: 'Contracts' }).click();
  await expect(page).toHaveURL(/\/client-portal\/contracts$/);
  await expect(
    page.getByRole('heading', { name: 'Your account is not linked to a client yet' }),
  ).toBeVisible();
});

test('at 375 px the navigation folds behind the Menu button', async ({ page, request }) => {
  const account = await registerClient(request, 'Lea');
  await page.setViewportSize({ width: 375, height: 760 });
  await openPortalAs(page, account.session);
  const menu = portalNav(page).getByRole('button', { name: 'Menu' });
  const profile = portalNav(page).getByRole('link', { name: 'Profile' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(profile).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(profile).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await expect(menu).toBeFocused();

  await page.keyboard.press('Enter');
  await profile.click();
  await expect(page).toHaveURL(/\/client-portal\/profile$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('an account registered at another e-mail waits for access until the admin links it from the client page', async ({
  page,
  browser,
  request,
}) => {
  const account = await registerClient(request, 'Sam');
  const waiting = await (await browser.newContext()).newPage();
  await openPortalAs(waiting, account.session);
  await expect(
    waiting.getByRole('heading', { name: 'Your account is not linked to a client yet' }),
  ).toBeVisible();

  const admin = await signInThroughApi(request, ADMIN);
  const seeded = await clientWithSentInvoice(request, admin.token);
  await storeInBrowser(page, sessionStorageEntries(admin));
  await page.goto(`/admin/clients/${seeded.clientId}`);
  const access = page.getByRole('region', { name: 'Client portal' });
  await access.getByRole('button', { name: 'Link a waiting account' }).click();
  const dialog = page.getByRole('dialog', { name: `Link ${seeded.name} to a waiting account` });
  await dialog.getByRole('button', { name: 'Link account' }).click();
  await expect(dialog.getByText('Choose an account first.')).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(account.email) }).check();
  await dialog.getByRole('button', { name: 'Link account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${account.email} is now linked to ${seeded.name}.`)).toBeVisible();
  await expect(access.getByText('Active', { exact: true })).toBeVisible();
  await expect(access.getByText(account.email)).toBeVisible();

  await waiting.reload();
  await expect(
    waiting.getByRole('region', { name: 'Invoices to pay' }).getByRole('link', {
      name: seeded.invoice.number,
    }),
  ).toBeVisible();
});

test('a client changes their password from the profile and signs in with the new one', async ({
  page,
  request,
}) => {
  const admin = await signInThroughApi(request, ADMIN);
  const client = await linkedPortalClient(request, admin.token, 'Olga');
  await openPortalAs(page, client.session, '/client-portal/profile');
  const fresh = `a new portal password ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm the new password').fill(`${fresh}!`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('Confirm the new password').fill(fresh);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password is changed. Your other devices are signed out.'),
  ).toBeVisible();

  const next = await signInThroughApi(request, { email: client.email, password: fresh });
  expect(next.token).toBeTruthy();
});

test('a client changes their sign-in e-mail from the profile: it changes once the link sent to the new address is opened', async ({
  page,
  request,
}) => {
  const admin = await signInThroughApi(request, ADMIN);
  const client = await linkedPortalClient(request, admin.token, 'Edda');
  const next = `edda-${randomUUID().slice(0, 8)}@example.com`;
  await openPortalAs(page, client.session, '/client-portal/profile');
  const change = page.getByRole('form', { name: 'Change your e-mail' });
  await change.getByLabel('New e-mail').fill(client.email);
  await change.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(change.getByText('This is already your e-mail.')).toBeVisible();
  await change.getByLabel('New e-mail').fill(next);
  await change.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(change.getByRole('status')).toHaveText(
    `We sent a link to ${next}. Open it to use this address from now on.`,
  );
  // Nothing changes until the link is opened.
  await signInThroughApi(request, { email: client.email, password: client.password });

  await page.goto(await confirmEmailLinkFor(next));
  await expect(page.getByRole('heading', { name: 'Your e-mail is changed' })).toBeVisible();
  await expect(
    page.getByText(`From now on, sign in with ${next}.`, { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await signInThroughForm(page, { email: next, password: client.password });
  await expect(page).toHaveURL(/\/client-portal$/);

  // The link worked once.
  await page.goto(await confirmEmailLinkFor(next));
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
});
