import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';

test.use({ signedInAs: 'admin' });

test('the admin area downloads react-query once, shared by the shell and the remotes', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.push(response.text());
    }
  });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('region', { name: 'Next 7 days' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const bodies = await Promise.all(scripts);
  // A string only react-query's code holds (see platform/budget.spec.ts).
  expect(bodies.filter((body) => body.includes('No QueryClient set'))).toHaveLength(1);
});

test("an event created in the shell's calendar shows on the dashboard at once, without a reload", async ({
  page,
}) => {
  const title = `Cache check ${randomUUID().slice(0, 8)}`;
  const today = new Date().toISOString().slice(0, 10);

  await page.goto('/admin/dashboard');
  const upcoming = page.getByRole('region', { name: 'Next 7 days' });
  await expect(upcoming.getByText(/Events and deadlines from/)).toBeVisible();
  await expect(upcoming).not.toContainText(title);
  // Survives only as long as this document: a reload would drop it.
  await page.evaluate(() => {
    (window as unknown as { cacheCheck: string }).cacheCheck = 'same document';
  });

  // The calendar belongs to the shell, the dashboard to remote-admin: one cache serves both.
  await page.getByRole('button', { name: 'Calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await calendar.getByRole('button', { name: 'New event', exact: true }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Date').fill(today);
  await page.getByLabel('Time').fill('09:15');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  await expect(upcoming).toContainText(title);
  expect(await page.evaluate(() => (window as unknown as { cacheCheck?: string }).cacheCheck)).toBe(
    'same document',
  );
});
