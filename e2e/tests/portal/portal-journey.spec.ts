import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { passwordLinkFor } from '../../support/mail';
import {
  acceptProposalTyped,
  clientWithSentInvoice,
  linkedPortalClient,
  openPortalAs,
  projectWithDeliverables,
  sentProposal,
} from '../../support/portal';
import { revenueStats } from '../../support/records';
import { REMOTE_ORIGINS } from '../../support/stack';

test.use({ signedInAs: 'admin' });

/** The origins a page fetched anything from, as it goes. */
function originsOf(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return origins;
}

/**
 * The "Done when", in one go: every step a client takes builds on the one before,
 * in the portal's own browser, with the agency's side checked in the admin's.
 */
test('invited by the agency, the client follows their project, approves a deliverable, accepts a proposal, pays, writes and shares a file; another client sees none of it', async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  test.setTimeout(180_000);
  const token = adminSession.token;
  const tag = randomUUID().slice(0, 6);
  const seeded = await clientWithSentInvoice(request, token);
  const { project, mockUp } = await projectWithDeliverables(request, token, seeded.clientId);
  const proposalTitle = `Shop, phase two ${tag}`;
  const proposalId = await sentProposal(request, token, seeded.clientId, proposalTitle);
  const revenueBefore = await revenueStats(request, token);

  // The agency invites the client from their page.
  await page.goto(`/admin/clients/${seeded.clientId}`);
  const access = page.getByRole('region', { name: 'Client portal' });
  await access.getByRole('button', { name: 'Invite to portal' }).click();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(access.getByRole('status')).toHaveText(`Invitation sent to ${seeded.email}.`);

  // The client's own browser: the e-mailed link sets a password, then they sign in.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const client = await context.newPage();
  const fetchedFrom = originsOf(client);
  const link = new URL(await passwordLinkFor(seeded.email));
  await client.goto(`${link.pathname}${link.search}`);
  const password = `journey ${tag} portal password`;
  // An invitation speaks of choosing a password, and the invitee lands signed in.
  await expect(
    client.getByRole('heading', { level: 1, name: 'Choose your password' }),
  ).toBeVisible();
  await client.getByLabel('Password', { exact: true }).fill(password);
  await client.getByLabel('Confirm your password').fill(password);
  await client.getByRole('button', { name: 'Save my password' }).click();
  await expect(client.getByText('Your password is set. Welcome!')).toBeVisible();
  await expect(client).toHaveURL(/\/client-portal$/);
  await expect(
    client.getByRole('region', { name: 'Proposals waiting for you' }).getByText(proposalTitle),
  ).toBeVisible();
  await expect(
    client.getByRole('region', { name: 'Next milestones' }).getByText('Build'),
  ).toBeVisible();

  // Their project's progress, and a deliverable approved.
  await client
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await expect(
    client.getByRole('progressbar', { name: `Progress of ${project.name}` }),
  ).toHaveAttribute('aria-valuenow', '40');
  await client.getByRole('link', { name: project.name }).click();
  await client.getByRole('button', { name: `Approve ${mockUp}` }).click();
  await expect(
    client.getByRole('status').filter({ hasText: `You approved “${mockUp}”` }),
  ).toBeVisible();

  // The proposal accepted.
  await client.goto(`/client-portal/proposals/${proposalId}`);
  await acceptProposalTyped(client, seeded.name);
  await expect(client.getByText(/You accepted this proposal on/)).toBeVisible();

  // The invoice paid with the test provider.
  await client.goto(`/client-portal/invoices/${seeded.invoice.id}`);
  await client.getByLabel('Card number').fill('4242 4242 4242 4242');
  await client.getByLabel('Expiry month').fill('12');
  await client.getByLabel('Expiry year').fill('2030');
  await client.getByLabel('CVC').fill('123');
  await client.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    client
      .getByRole('status')
      .filter({ hasText: `Paid. A receipt is on its way to ${seeded.email}` }),
  ).toBeVisible();

  // A message with a file attached; the agency answers it from the client's page.
  const question = `Here is our brand guide (${tag})`;
  const attachment = `brand-guide-${tag}.txt`;
  await client.goto('/client-portal/messages');
  await client.getByLabel('Message', { exact: true }).fill(question);
  await client.getByLabel('Attach a file').setInputFiles({
    name: attachment,
    mimeType: 'text/plain',
    buffer: Buffer.from(`Green and serif, ${tag}\n`),
  });
  await client.getByRole('button', { name: 'Send', exact: true }).click();
  const conversation = client.getByRole('list', { name: /Conversation with the agency/ });
  const sent = conversation.getByRole('listitem').filter({ hasText: question });
  await expect(sent).toContainText(`Attached file: ${attachment}`);

  // A file shared from the Files page.
  const fileName = `sitemap-${tag}.txt`;
  const content = `Home, Shop, About (${tag})\n`;
  await client.goto('/client-portal/files');
  await client.getByLabel('File', { exact: true }).setInputFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from(content),
  });
  await client.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    client.getByRole('status').filter({ hasText: `${fileName} was uploaded.` }),
  ).toBeVisible();

  // The agency's side: paid, counted, answered, downloaded.
  await page.goto(`/admin/payments/invoices/${seeded.invoice.id}`);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  const revenueAfter = await revenueStats(request, token);
  expect(revenueAfter.totalTransactions).toBe(revenueBefore.totalTransactions + 1);
  expect(revenueAfter.yearToDate - revenueBefore.yearToDate).toBeCloseTo(1200, 2);

  const answer = `Thank you, we will use it on Monday (${tag})`;
  await page.goto(`/admin/clients/${seeded.clientId}`);
  const messages = page.getByRole('region', { name: 'Portal messages' });
  await expect(messages.getByRole('listitem').filter({ hasText: question })).toContainText(
    attachment,
  );
  await messages.getByLabel('Reply to the client').fill(answer);
  await messages.getByRole('button', { name: 'Send reply' }).click();
  await expect(messages.getByRole('listitem').filter({ hasText: answer })).toBeVisible();

  const files = page.getByRole('region', { name: 'Portal files' });
  const downloading = page.waitForEvent('download');
  await files.getByRole('link', { name: `Download ${fileName}` }).click();
  const download = await downloading;
  expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(content);

  await client.goto('/client-portal/messages');
  await expect(conversation.getByRole('listitem').last()).toContainText(answer);

  // The portal came from the shell and remote-portal alone: no admin code was loaded.
  expect(fetchedFrom).toContain(REMOTE_ORIGINS.remote_portal);
  expect(fetchedFrom).not.toContain(REMOTE_ORIGINS.remote_admin);
  expect(fetchedFrom).not.toContain(REMOTE_ORIGINS.remote_automation);
  await context.close();

  // Client B, signed in to their own portal, finds none of it, even by its address.
  const other = await linkedPortalClient(request, token, 'Ben');
  const otherContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const b = await otherContext.newPage();
  await openPortalAs(b, other.session, `/client-portal/projects/${project.id}`);
  await expect(b.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await b.goto(`/client-portal/proposals/${proposalId}`);
  await expect(b.getByRole('heading', { name: 'Proposal not found' })).toBeVisible();
  await b.goto(`/client-portal/invoices/${seeded.invoice.id}`);
  await expect(b.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
  for (const area of ['projects', 'proposals', 'invoices', 'messages', 'files']) {
    await b.goto(`/client-portal/${area}`);
    // The empty state is the answer, not a page still loading.
    await expect(b.getByRole('heading', { name: `No ${area} yet` })).toBeVisible();
    for (const mark of [project.name, proposalTitle, seeded.invoice.number, question, fileName]) {
      await expect(b.getByText(mark)).toHaveCount(0);
    }
  }
  await otherContext.close();
});
