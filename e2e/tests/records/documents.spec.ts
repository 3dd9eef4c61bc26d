import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';
import { callRecords } from '../../support/records';

test.use({ signedInAs: 'admin' });

test('a client typed in by hand gets a declined proposal, a cancelled invoice and a retainer paid without an invoice', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.token;
  const id = randomUUID().slice(0, 8);
  const name = `Hand Client ${id}`;

  await page.goto('/admin/clients');
  await page.getByRole('button', { name: 'New client' }).first().click();
  const clientForm = page.getByRole('dialog', { name: 'New client' });
  await clientForm.getByLabel('Name').fill(name);
  await clientForm.getByLabel('E-mail').fill('not an e-mail');
  await clientForm.getByRole('button', { name: 'Add client' }).click();
  await expect(clientForm.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await clientForm.getByLabel('E-mail').fill(`hand-${id}@example.com`);
  await clientForm.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();
  const { clients } = (await callRecords(request, token, 'client-management', 'get_clients', {
    search: id,
  })) as { clients: { id: string }[] };
  expect(clients).toHaveLength(1);
  const clientId = clients[0]?.id as string;

  // A sent proposal is declined after a confirmation.
  const { proposal } = (await callRecords(
    request,
    token,
    'proposal-management',
    'create_proposal',
    {
      client_id: clientId,
      title: `Audit ${id}`,
      items: [{ description: 'Audit', quantity: 1, unit_price_cents: 90_000 }],
    },
  )) as { proposal: { id: string } };
  await callRecords(request, token, 'proposal-management', 'send_proposal', { id: proposal.id });
  await page.goto(`/admin/proposals/${proposal.id}`);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page
    .getByRole('dialog', { name: `Decline “Audit ${id}”?` })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(page.getByRole('article').getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeHidden();

  // A sent invoice without payments is cancelled: it keeps its number and owes nothing.
  const { invoice } = (await callRecords(request, token, 'invoice-management', 'create_invoice', {
    client_id: clientId,
    items: [{ description: 'Audit', quantity: 1, unit_price_cents: 90_000 }],
  })) as { invoice: { id: string } };
  const sent = (await callRecords(request, token, 'invoice-management', 'send_invoice', {
    id: invoice.id,
  })) as { invoice: { number: string } };
  await page.goto(`/admin/payments/invoices/${invoice.id}`);
  await page.getByRole('button', { name: 'Cancel invoice' }).click();
  await page
    .getByRole('dialog', { name: `Cancel invoice ${sent.invoice.number}?` })
    .getByRole('button', { name: 'Cancel invoice' })
    .click();
  await expect(page.getByRole('article').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeHidden();

  // A retainer recorded on its own, then deleted after a confirmation.
  await page.goto('/admin/payments?tab=payments');
  await page.getByRole('button', { name: 'Record payment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment' });
  await dialog.getByLabel('Client').selectOption(clientId);
  await dialog.getByLabel('Amount').fill('2,500');
  await dialog.getByLabel('Method').selectOption('card');
  await dialog.getByLabel('Description').fill(`Retainer ${id}`);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: `Retainer ${id}` });
  await expect(row).toContainText('$2,500.00');
  await expect(row).toContainText(name);

  await row.getByRole('button', { name: /^Delete the payment of \$2,500\.00/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete the payment of $2,500.00?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);
  const { payments } = (await callRecords(request, token, 'revenue-tracking', 'get_payments', {
    search: `Retainer ${id}`,
  })) as { payments: unknown[] };
  expect(payments).toEqual([]);
});
