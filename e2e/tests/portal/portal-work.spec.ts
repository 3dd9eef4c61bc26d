import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, storeInBrowser, test } from '../../support/auth';
import { blockBackend } from '../../support/leads';
import {
  acceptProposalTyped,
  linkedPortalClient,
  openPortalAs,
  projectWithDeliverables,
  sentProposal,
} from '../../support/portal';
import { callRecords } from '../../support/records';

type Deliverable = { id: string; title: string; status: string; client_comment: string | null };

async function adminDeliverables(request: APIRequestContext, token: string, projectId: string) {
  const detail = (await callRecords(request, token, 'project-management', 'get_project', {
    id: projectId,
  })) as { deliverables: Deliverable[] };
  return detail.deliverables;
}

test('the client follows their project and approves a deliverable or asks for changes', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.token;
  const client = await linkedPortalClient(request, token, 'Pia');
  const { project, mockUp, logo } = await projectWithDeliverables(request, token, client.clientId);

  await openPortalAs(page, client.session, '/client-portal/projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: `Progress of ${project.name}` });
  await expect(bar).toHaveAttribute('aria-valuenow', '40');
  await expect(page.getByText('40%', { exact: true })).toBeVisible();
  await expect(page.getByText('Next milestone: Build')).toBeVisible();
  await expect(page.getByText('2 deliverables awaiting your approval')).toBeVisible();

  await page.getByRole('link', { name: project.name }).click();
  await expect(page.getByRole('heading', { name: project.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Project files' })).toHaveAttribute(
    'href',
    `/client-portal/files?project=${project.id}`,
  );
  await expect(page.getByRole('link', { name: 'Messages about this project' })).toHaveAttribute(
    'href',
    `/client-portal/messages?project=${project.id}`,
  );
  const milestones = page.getByRole('region', { name: 'Milestones' });
  await expect(milestones.getByRole('listitem').filter({ hasText: 'Design' })).toContainText(
    'Done',
  );
  await expect(milestones.getByRole('listitem').filter({ hasText: 'Build' })).toContainText(
    'To do',
  );

  // Approve from the keyboard.
  await page.getByRole('button', { name: `Approve ${mockUp}` }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `You approved “${mockUp}”` }),
  ).toBeVisible();
  const approved = page.getByRole('listitem').filter({ hasText: mockUp });
  await expect(approved.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve ${mockUp}` })).toBeHidden();
  expect(
    (await adminDeliverables(request, token, project.id)).find((d) => d.title === mockUp)?.status,
  ).toBe('approved');

  // Asking for changes needs a comment; what was typed stays until it is sent.
  await page.getByRole('button', { name: `Request changes to ${logo}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request changes to “${logo}”` });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Say what should change')).toBeVisible();
  await dialog.getByLabel('What should change?').fill('Bigger, and in our green please');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `request for changes to “${logo}”` }),
  ).toBeVisible();
  const changed = page.getByRole('listitem').filter({ hasText: logo });
  await expect(changed.getByText('Changes requested', { exact: true })).toBeVisible();
  await expect(changed.getByText('Bigger, and in our green please')).toBeVisible();
  const logoRow = (await adminDeliverables(request, token, project.id)).find(
    (d) => d.title === logo,
  );
  expect(logoRow).toMatchObject({
    status: 'changes_requested',
    client_comment: 'Bigger, and in our green please',
  });
});

test('the client reads a proposal, accepts one (it becomes a project) and declines another with a reason', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.token;
  const client = await linkedPortalClient(request, token, 'Noa');
  const tag = randomUUID().slice(0, 6);
  const acceptTitle = `New shop ${tag}`;
  const declineTitle = `Extra care plan ${tag}`;
  await sentProposal(request, token, client.clientId, acceptTitle);
  const declineId = await sentProposal(request, token, client.clientId, declineTitle);

  await openPortalAs(page, client.session, '/client-portal/proposals');
  const row = page.getByRole('row').filter({ hasText: acceptTitle });
  await expect(row).toContainText('Waiting for your answer');
  // 2 × 1,500 + 4,000 = 7,000, less 500, plus 20 % tax = 7,800.
  await expect(row).toContainText('$7,800.00');
  await expect(row).toContainText('Dec 31, 2099');

  await row.getByRole('link', { name: acceptTitle }).click();
  const document = page.getByRole('article', { name: acceptTitle });
  await expect(document.getByRole('cell', { name: 'Design', exact: true })).toBeVisible();
  await expect(document.getByText('Discount')).toBeVisible();
  await expect(document.getByText('Tax (20%)')).toBeVisible();
  await expect(document.getByText('$7,800.00')).toBeVisible();

  await acceptProposalTyped(page, client.name);
  await expect(page.getByText(/You accepted this proposal on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and sign' })).toBeHidden();
  await page.getByRole('link', { name: 'Open the project' }).click();
  await expect(page.getByRole('heading', { name: acceptTitle, level: 1 })).toBeVisible();
  await page.goto('/client-portal/projects');
  await expect(page.getByRole('link', { name: acceptTitle })).toBeVisible();

  await page.goto(`/client-portal/proposals/${declineId}`);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const decline = page.getByRole('dialog', { name: `Decline “${declineTitle}”` });
  await decline.getByLabel('Why are you declining?').fill('We will do this in-house next year.');
  await decline.getByRole('button', { name: 'Decline proposal' }).click();
  await expect(decline).toBeHidden();
  await expect(page.getByText(/You declined this proposal on/)).toBeVisible();
  await expect(page.getByText('We will do this in-house next year.')).toBeVisible();
  const { proposal } = (await callRecords(request, token, 'proposal-management', 'get_proposal', {
    id: declineId,
  })) as { proposal: { status: string; decline_reason: string | null } };
  expect(proposal).toMatchObject({
    status: 'declined',
    decline_reason: 'We will do this in-house next year.',
  });
});

test("another client opening a client's project or proposal gets the not-found panel, on a phone", async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.token;
  const owner = await linkedPortalClient(request, token, 'Ada');
  const other = await linkedPortalClient(request, token, 'Bea');
  const { project } = await projectWithDeliverables(request, token, owner.clientId);
  const proposalId = await sentProposal(
    request,
    token,
    owner.clientId,
    `Private ${randomUUID().slice(0, 6)}`,
  );

  await page.setViewportSize({ width: 375, height: 740 });
  await openPortalAs(page, other.session, `/client-portal/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await expect(page.getByText(project.name)).toBeHidden();
  await page.getByRole('link', { name: 'Back to projects' }).click();
  await expect(page).toHaveURL(/\/client-portal\/projects$/);
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();

  await page.goto(`/client-portal/proposals/${proposalId}`);
  await expect(page.getByRole('heading', { name: 'Proposal not found' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);

  // On a phone the language is in the menu, the header being one band.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Proposition introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour aux propositions' })).toBeVisible();
});

test("with the backend unreachable, the sample client's projects and proposals show under the banner and an answer is refused", async ({
  page,
}) => {
  await blockBackend(page);
  await storeInBrowser(page, [{ name: 'admin_bypass', value: 'true' }]);
  await page.goto('/client-portal/projects');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: 'Progress of Website redesign' }),
  ).toHaveAttribute('aria-valuenow', '55');
  await page.getByRole('link', { name: 'Website redesign' }).click();
  await page.getByRole('button', { name: 'Approve Homepage mock-up' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This is a demo: changes are not saved.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve Homepage mock-up' })).toBeVisible();

  await page.goto('/client-portal/proposals');
  await page.getByRole('link', { name: 'Brand refresh' }).click();
  await page.getByLabel('Type your full name').fill('Sample Client');
  await page.getByRole('checkbox', { name: /^I accept this proposal and agree to sign/ }).check();
  await page.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This is a demo: changes are not saved.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Type your full name')).toHaveValue('Sample Client');
});

test.describe('the agency side', () => {
  test.use({ signedInAs: 'admin' });

  test("an admin adds a deliverable, submits it, and reads the client's answer on the project page", async ({
    page,
    request,
    adminSession,
  }) => {
    const token = adminSession.token;
    const client = await linkedPortalClient(request, token, 'Ivo');
    const { project } = (await callRecords(request, token, 'project-management', 'create_project', {
      client_id: client.clientId,
      name: `Brochure ${randomUUID().slice(0, 6)}`,
    })) as { project: { id: string } };
    const title = 'Brochure draft';

    await page.goto(`/admin/projects/${project.id}`);
    const panel = page.getByRole('region', { name: 'Deliverables' });
    await expect(panel).toContainText('No deliverables yet');
    await panel.getByRole('button', { name: 'Add deliverable' }).click();
    await expect(panel.getByText('Title is required')).toBeVisible();
    await panel.getByLabel('Deliverable title').fill(title);
    await panel.getByRole('button', { name: 'Add deliverable' }).click();
    const row = panel.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Submit ${title} for approval` }).click();
    await expect(row.getByText('Awaiting the client', { exact: true })).toBeVisible();

    const [deliverable] = await adminDeliverables(request, token, project.id);
    await callRecords(request, client.session.token, 'client-portal', 'approve_deliverable', {
      id: deliverable?.id,
      decision: 'changes',
      comment: 'More contrast on the cover',
    });
    await page.reload();
    await expect(row.getByText('Changes requested', { exact: true })).toBeVisible();
    await expect(row).toContainText('More contrast on the cover');
    await expect(row.getByRole('button', { name: `Submit ${title} for approval` })).toBeVisible();
  });
});
