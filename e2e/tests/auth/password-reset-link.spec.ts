import { callAuth, expect, registerClient, signInThroughForm, test } from '../../support/auth';
import { mailTo, passwordLinkFor } from '../../support/mail';

test('a forgotten password is reset from the link e-mailed over SMTP, and only the new one works', async ({
  page,
  request,
}) => {
  const client = await registerClient(request, 'Rosa');
  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-mail').fill(client.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

  // The message went out through SMTP to the test's loopback server, as one multipart message.
  const link = new URL(await passwordLinkFor(client.email));
  const [mail, ...others] = await mailTo(client.email);
  expect(others).toEqual([]);
  expect(mail?.subject).toBe('Reset your Atelier password');
  expect(mail?.from).toContain('studio@atelier.example');
  expect(mail?.messageId).toMatch(/^<[0-9a-f-]+@atelier\.example>$/);
  expect(mail?.html).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`);
  await page.goto(`${link.pathname}${link.search}`);
  const newPassword = 'a brand new password 42';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  // The link works once; the old password no longer signs in; the new one does.
  expect(
    (
      await callAuth(request, 'reset_password', {
        token: link.searchParams.get('token'),
        password: 'another password 123',
      })
    ).status,
  ).toBe(400);
  expect(
    (await callAuth(request, 'login', { email: client.email, password: client.password })).status,
  ).toBe(400);
  await page.goto('/auth/login');
  await signInThroughForm(page, { email: client.email, password: newPassword });
  await expect(page).toHaveURL(/\/client-portal$/);
});
