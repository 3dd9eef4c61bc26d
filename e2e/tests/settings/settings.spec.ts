import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { callAuth, expect, publicKey, test } from '../../support/auth';
import { passwordLinkFor } from '../../support/mail';
import { linkedPortalClient } from '../../support/portal';
import { callRecords } from '../../support/records';
import { BACKEND_URL } from '../../support/stack';

test.use({ signedInAs: 'admin' });

/** `get_settings` as a visitor: the public key only. */
async function publicSettings(request: APIRequestContext) {
  const key = await publicKey(request);
  const response = await request.post(`${BACKEND_URL}/functions/v1/site-settings`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    data: { action: 'get_settings' },
  });
  return (await response.json()) as { scope: string; settings: { agency: { name: string } } };
}

test("the agency name saved on the settings page is the header's and the public answer's", async ({
  page,
  request,
  adminSession,
}) => {
  const { settings } = (await callRecords(
    request,
    adminSession.token,
    'site-settings',
    'get_settings',
  )) as {
    settings: { agency: { name: string } };
  };
  const name = `Studio ${randomUUID().slice(0, 6)}`;
  try {
    await page.goto('/admin/settings');
    const agency = page.getByRole('region', { name: 'Agency' });
    // An emptied name is refused on its field, and nothing typed elsewhere is lost.
    await agency.getByLabel('Agency name').fill('  ');
    await agency.getByLabel('Phone').fill('+33 1 02 03 04 05');
    await agency.getByRole('button', { name: 'Save agency details' }).click();
    await expect(agency.getByLabel('Agency name')).toBeFocused();
    await expect(agency.getByText('This field is required.')).toBeVisible();
    await expect(agency.getByLabel('Phone')).toHaveValue('+33 1 02 03 04 05');

    await agency.getByLabel('Agency name').fill(name);
    await agency.getByRole('button', { name: 'Save agency details' }).click();
    await expect(agency.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText(name, { exact: true })).toBeVisible();
    // The signed-in user's name and e-mail are in the header too.
    await expect(header.getByText(adminSession.user.email)).toBeVisible();

    const visitor = await publicSettings(request);
    expect(visitor.scope).toBe('public');
    expect(visitor.settings.agency.name).toBe(name);
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Agency' }).getByLabel('Agency name'),
    ).toHaveValue(name);
  } finally {
    await callRecords(request, adminSession.token, 'site-settings', 'update_settings', {
      name: settings.agency.name,
      phone: '',
    });
  }
});

test('partial payments turned on in the settings let a client pay part of an invoice', async ({
  page,
  request,
  adminSession,
}) => {
  const client = await linkedPortalClient(request, adminSession.token, 'Paula');
  const { invoice } = (await callRecords(
    request,
    adminSession.token,
    'invoice-management',
    'create_invoice',
    {
      client_id: client.clientId,
      items: [{ description: 'Brand book', quantity: 1, unit_price_cents: 50_000 }],
    },
  )) as { invoice: { id: string } };
  await callRecords(request, adminSession.token, 'invoice-management', 'send_invoice', {
    id: invoice.id,
  });
  const payPart = async () => {
    const key = await publicKey(request);
    const response = await request.post(`${BACKEND_URL}/functions/v1/client-portal`, {
      headers: { apikey: key, Authorization: `Bearer ${client.session.token}` },
      data: {
        action: 'pay_invoice',
        id: invoice.id,
        amount: 10_000,
        provider: 'test',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' },
      },
    });
    return { status: response.status(), body: await response.json() };
  };
  try {
    await page.goto('/admin/settings');
    const invoicing = page.getByRole('region', { name: 'Invoicing' });
    const partial = invoicing.getByLabel('Let clients pay part of an invoice in the portal');
    await partial.uncheck();
    await invoicing.getByRole('button', { name: 'Save invoicing defaults' }).click();
    await expect(invoicing.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    expect((await payPart()).status).toBe(400);

    await partial.check();
    await invoicing.getByRole('button', { name: 'Save invoicing defaults' }).click();
    await expect(invoicing.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const paid = await payPart();
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.invoice).toMatchObject({ amount_paid_cents: 10_000, balance_cents: 40_000 });
  } finally {
    await callRecords(request, adminSession.token, 'site-settings', 'update_settings', {
      allow_partial_payments: false,
    });
  }
});

test('a second admin: invited, promoted and demoted, deactivated so they cannot sign in; the last super_admin stays', async ({
  page,
  request,
  adminSession,
}) => {
  const tag = randomUUID().slice(0, 6);
  const email = `bea-${tag}@agency.example`;
  const name = `Bea Staff${tag}`;
  const password = `bea-password-${tag}-long`;
  await page.goto('/admin/settings');
  const users = page.getByRole('region', { name: 'Users and roles' });
  await users.getByRole('button', { name: 'Invite an admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite an admin' });
  await dialog.getByLabel('First name').fill('Bea');
  await dialog.getByLabel('Last name').fill(`Staff${tag}`);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(users.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);

  // The invitation's link sets the password; then Bea signs in.
  const token = new URL(await passwordLinkFor(email)).searchParams.get('token');
  expect((await callAuth(request, 'reset_password', { token, password })).status).toBe(200);
  expect((await callAuth(request, 'login', { email, password })).status).toBe(200);

  await page.reload();
  const role = users.getByLabel(`Role of ${name}`);
  await role.selectOption({ label: 'Super admin' });
  await expect(users.getByRole('status')).toHaveText(`${name}'s role was changed.`);
  await role.selectOption({ label: 'Admin' });
  await expect(role).toHaveValue('admin');

  await users.getByRole('button', { name: `Deactivate ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(users.getByRole('status')).toHaveText(`${name} was deactivated and signed out.`);
  const refused = await callAuth(request, 'login', { email, password });
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe(
    'This account has been deactivated; ask an administrator to reactivate it',
  );
  await expect(users.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();

  // The e2e admin is the only super_admin: demoting them is refused with the server's reason.
  const me =
    `${adminSession.user.firstName} ${adminSession.user.lastName}`.trim() ||
    adminSession.user.email;
  await users.getByLabel(`Role of ${me}`).selectOption({ label: 'Admin' });
  await expect(users.getByRole('alert')).toHaveText(
    'This is the last active super administrator. Make another user super administrator first.',
  );
  await expect(users.getByLabel(`Role of ${me}`)).toHaveValue('super_admin');
});

test('at 375 px the settings read in French and fit without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/settings?lng=fr');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  const users = page.getByRole('region', { name: 'Utilisateurs et rôles' });
  await expect(users.getByRole('button', { name: 'Inviter un administrateur' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer la facturation' })).toBeVisible();
  await expect(page.getByLabel('Fuseau horaire')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
