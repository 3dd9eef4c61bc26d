import {
  expect,
  registerClient,
  sessionStorageEntries,
  storeInBrowser,
  test,
} from '../../support/auth';
import { callRecords } from '../../support/records';

test('a client sees their own notification in the portal when an invoice is sent to them', async ({
  page,
  request,
  adminSession,
}) => {
  const account = await registerClient(request, 'Pia');
  const { client } = (await callRecords(
    request,
    adminSession.token,
    'client-management',
    'create_client',
    {
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      user_id: account.session.user.id,
    },
  )) as { client: { id: string } };
  const { invoice } = (await callRecords(
    request,
    adminSession.token,
    'invoice-management',
    'create_invoice',
    {
      client_id: client.id,
      items: [{ description: 'Audit', quantity: 1, unit_price_cents: 40_000 }],
    },
  )) as { invoice: { id: string } };
  const sent = (await callRecords(
    request,
    adminSession.token,
    'invoice-management',
    'send_invoice',
    {
      id: invoice.id,
    },
  )) as { invoice: { number: string } };

  await storeInBrowser(page, sessionStorageEntries(account.session));
  await page.goto('/client-portal');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    `New invoice: ${sent.invoice.number}`,
  );
});
