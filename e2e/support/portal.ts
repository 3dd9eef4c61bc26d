import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { type E2ESession, registerClient, sessionStorageEntries, storeInBrowser } from './auth';
import { callRecords } from './records';
import { SHELL_URL } from './stack';

/** Opens the portal in this browser with the client's own session. */
export async function openPortalAs(page: Page, session: E2ESession, path = '/client-portal') {
  await storeInBrowser(page, sessionStorageEntries(session));
  await page.goto(path);
}

/**
 * A self-registered client account linked by the admin to a new client record of the same
 * name and e-mail (`client-management#link_portal_account`): a client with a working portal.
 */
export async function linkedPortalClient(
  request: APIRequestContext,
  adminToken: string,
  firstName?: string,
) {
  const account = await registerClient(request, firstName);
  const name = `${account.firstName} ${account.lastName}`;
  const { client } = (await callRecords(request, adminToken, 'client-management', 'create_client', {
    name,
    email: account.email,
  })) as { client: { id: string } };
  await callRecords(request, adminToken, 'client-management', 'link_portal_account', {
    client_id: client.id,
    user_id: account.session.user.id,
  });
  return { ...account, name, clientId: client.id };
}

/** A client record (a person's name, a fresh e-mail) and a sent invoice of one 1,200.00 line. */
export async function clientWithSentInvoice(request: APIRequestContext, adminToken: string) {
  const tag = randomUUID().slice(0, 8);
  const name = `Jane Cooper ${tag}`;
  const email = `jane-${tag}@example.com`;
  const { client } = (await callRecords(request, adminToken, 'client-management', 'create_client', {
    name,
    email,
  })) as { client: { id: string } };
  const { invoice } = (await callRecords(
    request,
    adminToken,
    'invoice-management',
    'create_invoice',
    {
      client_id: client.id,
      items: [{ description: 'Design mock-ups', quantity: 1, unit_price_cents: 120_000 }],
    },
  )) as { invoice: { id: string } };
  const sent = (await callRecords(request, adminToken, 'invoice-management', 'send_invoice', {
    id: invoice.id,
  })) as {
    invoice: { id: string; number: string; currency: string; balance_cents: number };
  };
  return { clientId: client.id, name, email, invoice: sent.invoice };
}

/** A project of the client with two milestones (the first, 40 %, done) and two deliverables awaiting approval. */
export async function projectWithDeliverables(
  request: APIRequestContext,
  token: string,
  clientId: string,
) {
  const tag = randomUUID().slice(0, 6);
  const { project } = (await callRecords(request, token, 'project-management', 'create_project', {
    client_id: clientId,
    name: `Shop redesign ${tag}`,
    status: 'in_progress',
    milestones: [
      { name: 'Design', percentage: 40, is_done: true, due_date: '2026-02-01' },
      { name: 'Build', percentage: 60, due_date: '2099-03-01' },
    ],
  })) as { project: { id: string; name: string } };
  const titles = [`Homepage mock-up ${tag}`, `Logo ${tag}`];
  for (const title of titles) {
    const { deliverable } = (await callRecords(
      request,
      token,
      'project-management',
      'add_deliverable',
      {
        project_id: project.id,
        title,
      },
    )) as { deliverable: { id: string } };
    await callRecords(request, token, 'project-management', 'submit_deliverable', {
      id: deliverable.id,
    });
  }
  return { project, mockUp: titles[0] ?? '', logo: titles[1] ?? '' };
}

/** A sent proposal of $7,800.00 (two lines, a discount, 20 % tax), valid until 2099. */
export async function sentProposal(
  request: APIRequestContext,
  token: string,
  clientId: string,
  title: string,
) {
  const { proposal } = (await callRecords(
    request,
    token,
    'proposal-management',
    'create_proposal',
    {
      client_id: clientId,
      title,
      summary: 'A new shop, designed and built.',
      items: [
        { description: 'Design', quantity: 2, unit_price_cents: 150_000 },
        { description: 'Build', quantity: 1, unit_price_cents: 400_000 },
      ],
      discount_cents: 50_000,
      tax_rate_bp: 2000,
      valid_until: '2099-12-31',
    },
  )) as { proposal: { id: string } };
  await callRecords(request, token, 'proposal-management', 'send_proposal', { id: proposal.id });
  return proposal.id;
}

/** A second browser, signed in as the e2e admin, for the agency's side of an exchange. */
export async function adminPage(browser: Browser, session: E2ESession) {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: SHELL_URL, localStorage: sessionStorageEntries(session) }],
    },
  });
  return await context.newPage();
}

/** The seeded contract template the proposal-flow specs ask the client to sign. */
export const CONTRACT_TEMPLATE = 'Service Agreement';
/** The e-signature page's own consent (the contract's signing, not the proposal's). */
export const CONTRACT_CONSENT = /I agree to sign this document electronically/;

/** The consent box of a proposal's acceptance in the portal (its label is the consent text). */
export const PROPOSAL_CONSENT = /I accept this proposal and agree to sign electronically/;

/** Accepts the proposal shown in the portal: the name typed as signature, the consent, the button. */
export async function acceptProposalTyped(page: Page, name: string) {
  await page.getByLabel('Type your full name').fill(name);
  await page.getByRole('checkbox', { name: PROPOSAL_CONSENT }).check();
  await page.getByRole('button', { name: 'Accept and sign' }).click();
}

/**
 * In the admin's "New proposal" dialog: the title, one line of `unitPrice` ("10,000.00"), the
 * contract template to sign and the deposit as a percentage (its field left for the caller).
 */
export async function fillProposalWithContract(
  form: Locator,
  proposal: { title: string; unitPrice: string; contractTemplate: string },
) {
  await form.getByLabel('Title').fill(proposal.title);
  await form.getByLabel('Description, line 1').fill('Design and build');
  await form.getByLabel('Quantity, line 1').fill('1');
  await form.getByLabel('Unit price, line 1').fill(proposal.unitPrice);
  await form.getByLabel('Contract to sign').selectOption({ label: proposal.contractTemplate });
  await form.getByRole('radio', { name: 'Percentage' }).check();
}

/** Pays with the test provider's card form (the portal's invoice and deposit pages). */
export async function payWithTestCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2030');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
}
