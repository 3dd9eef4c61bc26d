import { randomUUID } from 'node:crypto';
import { callAuth, expect, test } from '../../support/auth';
import { proposalLinkFor } from '../../support/mail';
import {
  acceptProposalTyped,
  adminPage,
  CONTRACT_CONSENT,
  CONTRACT_TEMPLATE,
  fillProposalWithContract,
  payWithTestCard,
} from '../../support/portal';
import { callRecords } from '../../support/records';

const PASSWORD = 'a proposal link then a password';

test('a client with no portal account opens the e-mailed link, signs, pays the deposit, and is then offered a password', async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  test.setTimeout(150_000);
  const token = adminSession.token;
  const tag = randomUUID().slice(0, 6);
  const name = `Ines Morel ${tag}`;
  const email = `ines-${tag}@example.com`;
  const { client } = (await callRecords(request, token, 'client-management', 'create_client', {
    name,
    email,
  })) as { client: { id: string } };

  // The agency writes and sends the proposal; the send dialog says the link gives access.
  const admin = await adminPage(browser, adminSession);
  await admin.goto(`/admin/clients/${client.id}`);
  await admin.getByRole('link', { name: 'New proposal' }).first().click();
  const form = admin.getByRole('dialog', { name: 'New proposal' });
  const title = `Brand site ${tag}`;
  await fillProposalWithContract(form, {
    title,
    unitPrice: '5,000.00',
    contractTemplate: CONTRACT_TEMPLATE,
  });
  await form.getByLabel('Deposit (% of the total)').fill('20');
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(admin).toHaveURL(/\/admin\/proposals\/[0-9a-f-]{36}$/);
  const proposalId = new URL(admin.url()).pathname.split('/').pop() as string;
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  const sendDialog = admin.getByRole('dialog', { name: `Send “${title}”?` });
  await expect(sendDialog.getByText(`${email} has no portal access yet`)).toBeVisible();
  await sendDialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(admin.getByRole('button', { name: 'Decline' })).toBeVisible();

  // A made-up link says so, names whom to ask, and signs nobody in.
  await page.goto(`/proposal/${proposalId}?access=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(
    page.getByText(/This link has expired or is no longer valid; ask .+ for a new one/),
  ).toBeVisible();

  // The e-mailed link: no password asked, straight to the proposal in the portal.
  const link = await proposalLinkFor(email);
  expect(link).toContain(`/proposal/${proposalId}?access=`);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/client-portal/proposals/${proposalId}$`));
  const steps = page.getByRole('navigation', { name: 'Your progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  await acceptProposalTyped(page, name);

  await expect(page.getByRole('heading', { level: 2, name: /^Sign the contract: / })).toBeVisible();
  await page.getByRole('checkbox', { name: CONTRACT_CONSENT }).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Pay the deposit' })).toBeVisible();
  await expect(page.getByText('$1,000.00').first()).toBeVisible();
  await payWithTestCard(page);

  // Done, and only then a password is offered: optional, set here without an old one.
  await expect(page.getByRole('heading', { level: 2, name: 'All done: thank you!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set a password (optional)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'No thanks' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set a password (optional)' })).toBeHidden();

  // The password now signs the client in, as an ordinary client.
  const signedIn = await callAuth(request, 'login', { email, password: PASSWORD });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  expect(signedIn.body).toMatchObject({ user: { role: 'client', email } });

  // The agency: accepted, one project, the contract signed, the deposit paid, the portal linked.
  const { proposal } = (await callRecords(request, token, 'proposal-management', 'get_proposal', {
    id: proposalId,
  })) as { proposal: { status: string } };
  expect(proposal.status).toBe('accepted');
  const { projects } = (await callRecords(request, token, 'project-management', 'get_projects', {
    client_id: client.id,
  })) as { projects: unknown[] };
  expect(projects).toHaveLength(1);
  const { contracts } = (await callRecords(request, token, 'contracts', 'get_contracts', {
    client_id: client.id,
  })) as { contracts: Array<{ status: string }> };
  expect(contracts.map((contract) => contract.status)).toEqual(['signed']);
  const { invoices } = (await callRecords(request, token, 'invoice-management', 'get_invoices', {
    client_id: client.id,
  })) as { invoices: Array<{ status: string; total_cents: number }> };
  expect(invoices).toEqual([expect.objectContaining({ status: 'paid', total_cents: 100_000 })]);
  const detail = (await callRecords(request, token, 'client-management', 'get_client', {
    id: client.id,
  })) as { client: { user_id: string | null } };
  expect(detail.client.user_id).toBe((signedIn.body.user as { id: string }).id);
});
