import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { callAuth, expect, registerClient, signInThroughForm, test } from '../../support/auth';

/** The e2e stack's mail drop (playwright.config.ts): the backend writes each e-mail there. */
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';

async function resetLinkFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const file of await readdir(MAIL_DIR).catch(() => [] as string[])) {
      const message = await readFile(path.join(MAIL_DIR, file), 'utf8');
      const link = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(message)?.[0];
      if (message.includes(`To: ${email}`) && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No reset e-mail for ${email} in ${MAIL_DIR}`);
}

test('a forgotten password is reset from the e-mailed link, and only the new one works', async ({
  page,
  request,
}) => {
  const client = await registerClient(request, 'Rosa');
  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-mail').fill(client.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

  const link = new URL(await resetLinkFor(client.email));
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
