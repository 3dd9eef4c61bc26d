import { expect, publicKey, test } from '../../support/auth';
import { callRecords } from '../../support/records';
import { BACKEND_URL } from '../../support/stack';

test.use({ signedInAs: 'admin' });

/**
 * Issue 35: a template cannot drop what its e-mail needs. The editor refuses a password reset
 * body without {{link}} before saving, and the server refuses it too (with the same field).
 */
test('the password reset template keeps its link: the editor and the server refuse a body without it', async ({
  page,
  request,
  adminSession,
}) => {
  const reset = () =>
    callRecords(request, adminSession.token, 'email', 'update_template', {
      key: 'password_reset',
      locale: 'en',
      reset: true,
    });
  await reset();
  try {
    await page.goto('/admin/email');
    await page.getByRole('button', { name: 'Edit Password reset' }).click();
    const editor = page.getByRole('dialog', { name: 'Template: Password reset' });
    const body = editor.getByLabel('Body');
    await body.fill('Hello {{first_name}}, write to us to reset your password.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('The body must keep {{link}}')).toBeVisible();
    // Hidden in a section it may not show: refused as well.
    await body.fill('{{#minutes}}Reset: {{link}}{{/minutes}}');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('The body must keep {{link}}')).toBeVisible();
    await body.fill('Hello {{first_name}}, reset your password here: {{link}}');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Template saved')).toBeVisible();

    // The server says the same to a caller that skips the editor.
    const refused = await request.post(`${BACKEND_URL}/functions/v1/email`, {
      headers: {
        apikey: await publicKey(request),
        authorization: `Bearer ${adminSession.token}`,
      },
      data: {
        action: 'update_template',
        key: 'password_reset',
        locale: 'fr',
        subject: 'Réinitialisation',
        body: 'Bonjour {{first_name}}',
      },
      failOnStatusCode: false,
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).fields.body).toContain('{{link}}');
  } finally {
    await reset();
  }
});
