import { expect, test } from '../../support/auth';
import { recordLeadCalls, settle, uniqueContact } from '../../support/leads';

test.describe('bad input sends nothing', () => {
  test('on the get-started form, each field says what is wrong', async ({ page }) => {
    await page.goto('/get-started');
    const calls = recordLeadCalls(page);
    await page.getByLabel('Work e-mail').fill('jane@');
    await page.getByLabel('Phone').fill('soon');
    await page.getByRole('button', { name: 'Send my project' }).click();

    await expect(page.getByLabel('Your name')).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(page.getByLabel('Work e-mail')).toHaveAccessibleDescription(
      /Enter a valid e-mail address/,
    );
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/valid phone number/);
    await expect(page.getByLabel('Project type')).toHaveAccessibleDescription(
      'Please choose an option.',
    );
    await settle(page);
    expect(calls).toEqual([]);
  });

  test.describe('on the admin lead form', () => {
    test.use({ signedInAs: 'admin' });

    test('field messages, focus on the first, and no create_lead sent', async ({ page }) => {
      await page.goto('/admin/leads');
      await page.getByRole('button', { name: 'New lead' }).click();
      const form = page.getByRole('dialog', { name: 'New lead' });
      await expect(form).toBeVisible();
      const calls = recordLeadCalls(page);

      await form.getByLabel('E-mail').fill('not-an-email');
      await form.getByLabel('Budget (USD)').fill('lots');
      await form.getByRole('button', { name: 'Create lead' }).click();

      await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Fill in this field.');
      await expect(form.getByLabel('Name')).toBeFocused();
      await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription(
        'Enter an e-mail address like name@company.com.',
      );
      await expect(form.getByLabel('Budget (USD)')).toHaveAccessibleDescription(
        /Enter a whole number of US dollars/,
      );
      await settle(page);
      expect(calls).toEqual([]);

      // Fixing a field clears its message at once.
      await form.getByLabel('Name').fill('Ada Lovelace');
      await expect(form.getByLabel('Name')).not.toHaveAccessibleDescription(/Fill in/);
    });

    test("the form refuses what the server's e-mail rule refuses, before sending", async ({
      page,
    }) => {
      await page.goto('/admin/leads');
      await page.getByRole('button', { name: 'New lead' }).click();
      const form = page.getByRole('dialog', { name: 'New lead' });
      const contact = uniqueContact('Dots');
      const calls = recordLeadCalls(page);
      // Loose enough for the browser's check, refused by the contract's one e-mail rule.
      await form.getByLabel('Name').fill(contact.name);
      await form.getByLabel('E-mail').fill(contact.email.replace('.', '..'));
      await form.getByRole('button', { name: 'Create lead' }).click();
      await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription(
        'Enter an e-mail address like name@company.com.',
      );
      await settle(page);
      expect(calls).toEqual([]);
    });

    test("the server's field message shows on its field", async ({ page }) => {
      await page.goto('/admin/leads');
      await page.getByRole('button', { name: 'New lead' }).click();
      const form = page.getByRole('dialog', { name: 'New lead' });
      const contact = uniqueContact('Answer');
      // What only the server can tell (the form checks the same rules): its 400, as it words it.
      await page.route('**/functions/v1/lead-management', async (route) => {
        if (route.request().postDataJSON()?.action !== 'create_lead') return route.continue();
        const response = await route.fetch();
        return route.fulfill({
          response,
          status: 400,
          json: {
            success: false,
            error: 'Some fields are invalid',
            code: 'VALIDATION_FAILED',
            fields: { email: 'This address cannot receive mail' },
          },
        });
      });
      await form.getByLabel('Name').fill(contact.name);
      await form.getByLabel('E-mail').fill(contact.email);
      await form.getByRole('button', { name: 'Create lead' }).click();
      await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription(
        'This address cannot receive mail',
      );
      await expect(form.getByRole('alert')).toHaveText('Some fields need your attention.');
      await expect(page.getByTestId('demo-banner')).toHaveCount(0);
    });
  });
});
