import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';
import { callRecords } from '../../support/records';

test.use({ signedInAs: 'admin' });

test('the calendar refuses an event without title, date or time, then creates, shows and deletes one', async ({
  page,
  request,
  adminSession,
}) => {
  const title = `Kick-off ${randomUUID().slice(0, 8)}`;
  const today = new Date().toISOString().slice(0, 10);
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/functions/v1/calendar')) {
      calls.push((sent.postDataJSON() as { action: string }).action);
    }
  });

  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.getByRole('columnheader', { name: 'Sun' })).toBeVisible();
  await calendar.getByRole('button', { name: 'New event', exact: true }).click();
  await page.getByRole('button', { name: 'Create event' }).click();
  for (const message of ['Title is required', 'Date is required', 'Time is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  expect(calls).not.toContain('create_event');

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Date').fill(today);
  await page.getByLabel('Time').fill('10:30');
  await expect(page.getByLabel('Type')).toHaveValue('meeting');
  await expect(page.getByLabel('Priority')).toHaveValue('medium');
  await page.getByRole('button', { name: 'Create event' }).click();
  const event = page.getByRole('button', { name: new RegExp(title) });
  await expect(event).toBeVisible();
  const month = today.slice(0, 7);
  const stored = (await callRecords(request, adminSession.token, 'calendar', 'get_events', {
    month,
  })) as { events: { title: string; time: string; type: string }[] };
  expect(stored.events).toContainEqual(
    expect.objectContaining({ title, time: '10:30', type: 'meeting' }),
  );

  await event.click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(page.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  const after = (await callRecords(request, adminSession.token, 'calendar', 'get_events', {
    month,
  })) as { events: { title: string }[] };
  expect(after.events.map((e) => e.title)).not.toContain(title);
});
