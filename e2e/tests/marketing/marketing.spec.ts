import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { mailTo, newsletterLinkFor } from '../../support/mail';

test.use({ signedInAs: 'admin' });

/** The figure a campaign's figures dialog shows for `stat` (visits, leads, …). */
const figure = (page: Page | Locator, stat: string) => page.getByTestId(`stat-${stat}`);

test('a campaign link brings a visit and a lead that the campaign counts', async ({
  page,
  browser,
}) => {
  const tag = `e2e-${randomUUID().slice(0, 8)}`;
  const name = `Autumn push ${tag}`;

  // The admin creates the campaign; its link is built from the tags as they are typed.
  await page.goto('/admin/marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();
  await page.getByRole('button', { name: 'New campaign' }).click();
  const form = page.getByRole('dialog', { name: 'New campaign' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Channel').selectOption('email');
  await form.getByLabel('Budget').fill('300');
  await form.getByLabel('utm_source').fill('partner');
  await form.getByLabel('utm_medium').fill('email');
  await form.getByLabel('utm_campaign').fill(tag);
  await expect(form.getByTestId('campaign-link')).toHaveText(
    `http://localhost:3000/?utm_source=partner&utm_medium=email&utm_campaign=${tag}`,
  );
  await form.getByRole('button', { name: 'Save campaign' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$300.00');

  // A visitor (no session) lands with the link, then sends the get-started form.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/?utm_source=partner&utm_medium=email&utm_campaign=${tag}`);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
  // A link with campaign tags is taken over at once: the tags are remembered for the visit.
  await expect(visitorPage.locator('#root[data-server-rendered]')).toHaveCount(0);
  await visitorPage.goto('/get-started');
  await visitorPage.getByLabel('Your name').fill('Inès Campaign');
  await visitorPage.getByLabel('Work e-mail').fill(`${tag}@example.com`);
  await visitorPage.getByLabel('Project type').selectOption({ index: 1 });
  await visitorPage.getByLabel('Budget').selectOption({ index: 1 });
  await visitorPage.getByRole('button', { name: 'Send my project' }).click();
  await expect(visitorPage.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  await visitor.close();

  // The campaign's figures count them.
  await page.reload();
  await page.getByRole('button', { name: `Figures of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Figures of ${name}` });
  await expect(figure(dialog, 'leads')).toHaveText('1');
  expect(Number(await figure(dialog, 'visits').textContent())).toBeGreaterThanOrEqual(1);
  await expect(figure(dialog, 'costPerLead')).toHaveText('$300.00');
});

test('a visitor subscribes, confirms by e-mail, and unsubscribes in one click', async ({
  page,
  browser,
}) => {
  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();

  // The footer's sign-up, on the home page.
  await visitorPage.goto('/');
  // The sign-up form comes with the page's script (its first gesture: here, the scroll), once
  // the footer is near the screen.
  // The scroll starts the takeover, which replaces the server's markup: scroll again to the
  // heading the page then has.
  await expect(async () => {
    await visitorPage
      .getByRole('heading', { name: 'Newsletter' })
      .scrollIntoViewIfNeeded({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  await expect(visitorPage.locator('#root[data-server-rendered]')).toHaveCount(0);
  await visitorPage.getByLabel('Your address for the newsletter').fill(email);
  await visitorPage.getByRole('button', { name: 'Subscribe' }).click();
  await expect(visitorPage.getByText('Almost done: check your inbox')).toBeVisible();

  // The confirmation link of the e-mail.
  await visitorPage.goto(await newsletterLinkFor(email, 'confirm'));
  await expect(visitorPage.getByText('Your subscription is confirmed.')).toBeVisible();

  // The admin sees the subscriber confirmed.
  await page.goto(`/admin/marketing?tab=newsletter&search=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Confirmed');

  // The welcome e-mail's unsubscribe link: one click.
  await visitorPage.goto(await newsletterLinkFor(email, 'unsubscribe'));
  await visitorPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitorPage.getByText('You are unsubscribed.')).toBeVisible();
  await visitor.close();
  expect((await mailTo(email)).map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/^Confirm your subscription/),
    expect.stringMatching(/^You are subscribed/),
  ]);

  await page.reload();
  await expect(row).toContainText('Unsubscribed');
});
