import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';
import {
  adminPage,
  CONTRACT_CONSENT,
  CONTRACT_TEMPLATE,
  fillProposalWithContract,
  linkedPortalClient,
  openPortalAs,
  PROPOSAL_CONSENT,
  payWithTestCard,
} from '../../support/portal';
import { callRecords } from '../../support/records';

test('from proposal to signed and paid in one visit: the client accepts with a typed signature, signs the contract and pays the 30 % deposit on the same page; the agency sees the evidence', async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  test.setTimeout(150_000);
  const token = adminSession.token;
  const tag = randomUUID().slice(0, 6);
  const client = await linkedPortalClient(request, token, 'Noor');
  const templateName = `Online shop template ${tag}`;
  await callRecords(request, token, 'project-templates', 'create_template', {
    name: templateName,
    category: 'ecommerce',
    duration_weeks: 6,
    price_min_cents: 500_000,
    price_max_cents: 1_500_000,
  });

  // The agency writes the proposal: one $10,000.00 line, the contract to sign, a 30 % deposit
  // and the project made from the template; then sends it.
  const admin = await adminPage(browser, adminSession);
  await admin.goto(`/admin/clients/${client.clientId}`);
  await admin.getByRole('link', { name: 'New proposal' }).first().click();
  const form = admin.getByRole('dialog', { name: 'New proposal' });
  await expect(form.getByRole('combobox', { name: 'Client' })).toHaveValue(client.clientId);
  const title = `Online shop ${tag}`;
  await fillProposalWithContract(form, {
    title,
    unitPrice: '10,000.00',
    contractTemplate: CONTRACT_TEMPLATE,
  });
  // A deposit is a percentage or an amount, never both: a bad percentage is refused on its field.
  await form.getByLabel('Deposit (% of the total)').fill('130');
  await form.getByRole('radio', { name: 'From a template' }).check();
  await form.getByLabel('Project template').selectOption({ label: templateName });
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(form.getByText('Enter a whole percentage from 1 to 100.')).toBeVisible();
  await form.getByLabel('Deposit (% of the total)').fill('30');
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(admin).toHaveURL(/\/admin\/proposals\/[0-9a-f-]{36}$/);
  const proposalId = new URL(admin.url()).pathname.split('/').pop() as string;
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  await admin
    .getByRole('dialog', { name: `Send “${title}”?` })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(admin.getByRole('button', { name: 'Decline' })).toBeVisible();

  // The client opens it: three steps, the first current.
  await openPortalAs(page, client.session, `/client-portal/proposals/${proposalId}`);
  const steps = page.getByRole('navigation', { name: 'Your progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Read and accept');
  await expect(steps.nth(0)).toContainText('Current step');
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(1)).toContainText('Sign the contract');
  await expect(steps.nth(1)).toContainText('To do');
  await expect(steps.nth(2)).toContainText('Pay the deposit');
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // Accepting without the consent says why, and keeps the typed name.
  await page.getByLabel('Type your full name').fill(client.name);
  await page.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(page.getByText('Agree to sign electronically to accept')).toBeVisible();
  await expect(page.getByLabel('Type your full name')).toHaveValue(client.name);
  await page.getByRole('checkbox', { name: PROPOSAL_CONSENT }).check();
  await page.getByRole('button', { name: 'Accept and sign' }).click();

  // The contract, signed on the same page.
  await expect(page.getByRole('heading', { level: 2, name: /^Sign the contract: / })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/client-portal/proposals/${proposalId}`);
  await expect(steps.nth(0)).toContainText('Done');
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await page.getByRole('checkbox', { name: CONTRACT_CONSENT }).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();

  // The deposit: 30 % of $10,000.00, paid with the test provider.
  await expect(page.getByRole('heading', { level: 2, name: 'Pay the deposit' })).toBeVisible();
  await expect(steps.nth(1)).toContainText('Done');
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('$3,000.00').first()).toBeVisible();
  await payWithTestCard(page);

  // Done: the summary, the signed copy, the way to the project and the invoices.
  await expect(page.getByRole('heading', { level: 2, name: 'All done: thank you!' })).toBeVisible();
  await expect(page.getByText(/You accepted this proposal on/)).toBeVisible();
  await expect(page.getByText(/You signed the contract/)).toBeVisible();
  await expect(page.getByText(/You paid the deposit of \$3,000\.00/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the signed contract' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your invoices' })).toBeVisible();
  for (let index = 0; index < 3; index += 1) await expect(steps.nth(index)).toContainText('Done');
  // Coming back later shows the same.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'All done: thank you!' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the project' }).click();
  await expect(page).toHaveURL(/\/client-portal\/projects\/[0-9a-f-]{36}$/);

  // The agency's page: accepted, the client's evidence, the project linked.
  await admin.reload();
  await expect(admin.getByText(/Accepted and signed by the client on/)).toBeVisible();
  await expect(admin.getByText(`Typed name: ${client.name}`)).toBeVisible();
  await expect(admin.getByText('IP address')).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Open the project' }).first()).toBeVisible();
  await expect(admin.getByRole('link', { name: / \(signed\)$/ })).toBeVisible();

  const { proposal } = (await callRecords(request, token, 'proposal-management', 'get_proposal', {
    id: proposalId,
  })) as {
    proposal: {
      status: string;
      deposit_percent: number | null;
      acceptance: { signature_type: string; signed_name: string | null } | null;
    };
  };
  expect(proposal).toMatchObject({
    status: 'accepted',
    deposit_percent: 30,
    acceptance: { signature_type: 'typed', signed_name: client.name },
  });
  // Exactly one project for the client, and its deposit invoice paid.
  const { projects } = (await callRecords(request, token, 'project-management', 'get_projects', {
    client_id: client.clientId,
  })) as { projects: unknown[] };
  expect(projects).toHaveLength(1);
  const { invoices } = (await callRecords(request, token, 'invoice-management', 'get_invoices', {
    client_id: client.clientId,
  })) as { invoices: Array<{ status: string; total_cents: number }> };
  expect(invoices).toEqual([expect.objectContaining({ status: 'paid', total_cents: 300_000 })]);
  // The contract signed.
  const { contracts } = (await callRecords(request, token, 'contracts', 'get_contracts', {
    client_id: client.clientId,
  })) as { contracts: Array<{ status: string }> };
  expect(contracts.map((contract) => contract.status)).toEqual(['signed']);
});
