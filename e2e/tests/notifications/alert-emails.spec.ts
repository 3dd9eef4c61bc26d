import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';
import { mailTo, type ReceivedMail } from '../../support/mail';

/*
 * E-mail alerts (issue 33, docs/notifications.md "E-mail alerts"): the admin chooses "At once"
 * for new leads on the settings page; a visitor's get-started form then reaches the admin's
 * inbox as an alert whose subject holds the grade, never what the visitor typed.
 */
test.describe('e-mail alerts', () => {
  test.use({ signedInAs: 'admin' });

  test('a new lead set to "At once" reaches the admin by e-mail', async ({
    page,
    browser,
    adminSession,
  }) => {
    await page.goto('/admin/settings');
    const alerts = page.getByRole('region', { name: 'E-mail alerts' });
    await alerts.getByLabel('New lead').selectOption('instant');
    await alerts.getByRole('button', { name: 'Save my alerts' }).click();
    await expect(alerts.getByRole('status')).toHaveText('Your e-mail alerts are saved.');

    const id = randomUUID().slice(0, 8);
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/get-started');
    await visitorPage.getByLabel('Your name').fill(`Alert Visitor ${id}`);
    await visitorPage.getByLabel('Work e-mail').fill(`alert-${id}@studio-${id}.com`);
    await visitorPage.getByLabel('Project type').selectOption({ index: 1 });
    await visitorPage.getByLabel('Budget').selectOption({ index: 1 });
    await visitorPage.getByRole('button', { name: 'Send my project' }).click();
    await expect(visitorPage.getByRole('heading', { name: /Thank you/ })).toBeVisible();
    await visitor.close();

    // Other tests' leads alert the same admin: this visitor's alert is the one naming them.
    let mail: ReceivedMail | undefined;
    await expect
      .poll(
        async () => {
          mail = (await mailTo(adminSession.user.email)).find(
            (received) =>
              /^New lead \(grade [A-D]\)$/.test(received.subject) &&
              received.text.includes(`Alert Visitor ${id}`),
          );
          return mail !== undefined;
        },
        { timeout: 15_000, message: 'the alert naming this visitor' },
      )
      .toBe(true);
    expect(mail?.subject).not.toContain(id);
    expect(mail?.text).toMatch(/\/admin\/leads\?lead=[0-9a-f-]{36}/);
  });
});
