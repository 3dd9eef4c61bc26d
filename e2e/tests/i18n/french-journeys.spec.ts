import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, publicKey, test } from '../../support/auth';
import { Reader } from '../../support/journey-reader';
import { languageStrings } from '../../support/journey-strings';
import { clientIn, type Language, portalOf } from '../../support/journeys';
import {
  mailArriving,
  newsletterLinkFor,
  passwordLinkFor,
  signingLinkFor,
} from '../../support/mail';
import { callRecords } from '../../support/records';
import { BACKEND_URL } from '../../support/stack';

/**
 * The main journeys in the reader's language (issue 34, "Done when"): for a French client, the
 * e-mails the SMTP sink received, the PDFs (`pdftotext`), the pages and the dialogs on the way
 * hold no English sentence or document word (support/journey-strings.ts: the locales, the mail
 * templates and the glossary); for an English client, no French one. The data is written in
 * the journey's language, so what is found is the product's own words; and each text read
 * holds some of the reader's language (support/journey-reader.ts). The money path (credit
 * notes, receipts, reminders, deposits), booking and the English contract are walked beside
 * it, in french-journeys-money, -booking and -contract.spec.ts.
 */
const ENGLISH = languageStrings('en');
const FRENCH = languageStrings('fr');

/** A public action, as a visitor's page calls it. */
async function callPublic(
  request: APIRequestContext,
  fn: string,
  action: string,
  payload: Record<string, unknown>,
) {
  const response = await request.post(`${BACKEND_URL}/functions/v1/${fn}`, {
    headers: { apikey: await publicKey(request) },
    data: { action, ...payload },
  });
  expect(response.status(), `${fn} ${action}`).toBe(200);
}

/** Each journey's data, in its language. */
const DATA = {
  fr: {
    proposal: 'Refonte de la boutique',
    summary: 'Une nouvelle boutique, conçue et réalisée.',
    line: 'Maquettes et intégration',
    download: 'Télécharger le PDF',
    send: 'Envoyer',
    recordPayment: 'Enregistrer un paiement',
    sendLink: 'Envoyer le lien',
    linkSent: 'Consultez votre messagerie',
    reset: /^Réinitialisez/,
    dialogs: ['Nouveau client', 'Nouvelle proposition', 'Nouvelle facture', 'Nouveau contrat'],
  },
  en: {
    proposal: 'Shop redesign',
    summary: 'A new shop, designed and built.',
    line: 'Mock-ups and build',
    download: 'Download PDF',
    send: 'Send',
    recordPayment: 'Record payment',
    sendLink: 'Send the link',
    linkSent: 'Check your e-mail',
    reset: /^Reset/,
    dialogs: ['New client', 'New proposal', 'New invoice', 'New contract'],
  },
} as const;

/** Who reads, in which pages, for which client, in which language. */
type Journey = {
  reader: Reader;
  admin: Page;
  portal: Page;
  request: APIRequestContext;
  token: string;
  client: { clientId: string; email: string };
  language: Language;
};

/** A proposal sent to the client: its e-mail and the portal's page. */
async function proposalJourney({ reader, portal, request, token, client, language }: Journey) {
  const words = DATA[language];
  const title = `${words.proposal} ${randomUUID().slice(0, 6)}`;
  const { proposal } = (await callRecords(
    request,
    token,
    'proposal-management',
    'create_proposal',
    {
      client_id: client.clientId,
      title,
      summary: words.summary,
      items: [{ description: words.line, quantity: 2, unit_price_cents: 150_000 }],
      valid_until: '2099-12-31',
    },
  )) as { proposal: { id: string } };
  await callRecords(request, token, 'proposal-management', 'send_proposal', { id: proposal.id });
  reader.mail(await mailArriving(client.email, new RegExp(title)), 'proposal sent');
  await portal.goto(`/client-portal/proposals/${proposal.id}`);
  await expect(portal.getByRole('heading', { level: 1 }).first()).toContainText(title);
  await reader.page(portal, 'portal: the proposal');
  const pdf = portal.waitForEvent('download');
  await portal.getByRole('button', { name: words.download }).first().click();
  expect(await reader.pdf(pdf, "the portal's proposal")).toContain(words.summary);
}

/** An invoice sent to the client: its e-mail, the admin's PDF and the portal's. */
async function invoiceJourney(journey: Journey) {
  const { reader, admin, portal, request, token, client, language } = journey;
  const words = DATA[language];
  const { invoice } = (await callRecords(request, token, 'invoice-management', 'create_invoice', {
    client_id: client.clientId,
    items: [{ description: words.line, quantity: 1, unit_price_cents: 120_000 }],
  })) as { invoice: { id: string } };
  // Sent from its page in the back office, through the confirmation dialog.
  await admin.goto(`/admin/payments/invoices/${invoice.id}`);
  await reader.dialog(admin, words.send, 'send the invoice', (dialog) =>
    dialog.getByRole('button', { name: words.send, exact: true }).click(),
  );
  const heading = admin.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/INV-\d{4}-\d{4}/);
  // biome-ignore lint/performance/useDomNodeTextContent: the heading as shown.
  const number = /INV-\d{4}-\d{4}/.exec(await heading.innerText())?.[0] ?? '';
  reader.mail(await mailArriving(client.email, new RegExp(number)), 'invoice sent');
  await reader.page(admin, 'admin: the invoice');
  await reader.dialog(admin, words.recordPayment, 'record a payment');
  const adminPdf = admin.waitForEvent('download');
  await admin.getByRole('button', { name: words.download }).click();
  const printed = await reader.pdf(adminPdf, "the admin's invoice");
  expect(printed).toContain(number);

  await portal.goto(`/client-portal/invoices/${invoice.id}`);
  await expect(portal.getByRole('heading', { level: 1 })).toContainText(number);
  await reader.page(portal, 'portal: the invoice');
  const portalPdf = portal.waitForEvent('download');
  await portal.getByRole('button', { name: words.download }).click();
  await reader.pdf(portalPdf, "the portal's invoice");
}

/** A password reset asked on the forgotten-password page: the page and the e-mail. */
async function passwordResetJourney(reader: Reader, page: Page, email: string, language: Language) {
  await page.goto(`/auth/forgot-password?lng=${language}`);
  await page.getByLabel('E-mail').fill(email);
  await reader.page(page, 'forgotten password');
  const words = DATA[language];
  await page.getByRole('button', { name: words.sendLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.linkSent })).toBeVisible();
  await reader.page(page, 'forgotten password: sent');
  reader.mail(await mailArriving(email, words.reset), 'password reset');
  const link = new URL(await passwordLinkFor(email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await reader.page(page, 'the e-mailed password link');
}

/** The back office's pages whose "New …" dialog the journeys read, in DATA's order. */
const DIALOG_PAGES = [
  '/admin/clients',
  '/admin/proposals',
  '/admin/payments',
  '/admin/automation?tab=contracts',
];

/**
 * A client in `language` with a portal: the back office's "New …" dialogs, then a proposal
 * and an invoice sent to them. Answers the client and their portal page.
 */
async function recordJourneys(
  reader: Reader,
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  token: string,
  language: Language,
) {
  const client = await clientIn(request, token, language);
  for (const [index, path] of DIALOG_PAGES.entries()) {
    await page.goto(index === 0 ? `${path}?lng=${language}` : path);
    const opener = DATA[language].dialogs[index] ?? '';
    await reader.dialog(page, opener, opener);
  }
  const portal = await portalOf(browser, client.session);
  const journey = { reader, admin: page, portal, request, token, client, language };
  await proposalJourney(journey);
  await invoiceJourney(journey);
  return { client, portal };
}

test('the strings to look for: locales, mail templates and the glossary, in both languages', () => {
  const english = ENGLISH.map((needle) => needle.text);
  const french = FRENCH.map((needle) => needle.text);
  expect(english).toContain('Mark all as read');
  expect(english).toContain('Thank you for telling');
  expect(english).toContain('Certificate of completion');
  expect(english).toContain('Subtotal');
  expect(english).not.toContain('Total');
  expect(french).toContain('Certificat de signature');
  expect(french).toContain('Sous-total');
  expect(french).not.toContain('Description');
});

test.describe('a French client and visitor', () => {
  test.use({ signedInAs: 'admin' });

  test('get-started, the newsletter and a password reset: pages and e-mails in French', async ({
    browser,
    request,
    adminSession,
  }) => {
    test.setTimeout(60_000);
    const reader = new Reader(ENGLISH, FRENCH);
    const run = randomUUID().slice(0, 8);
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();

    // A visitor tells the agency about a project on the French get-started page.
    const visitor = `amelie-${run}@studio-amelie.fr`;
    await page.goto('/get-started?lng=fr');
    await page.getByLabel('Votre nom').fill(`Amélie ${run}`);
    await page.getByLabel('E-mail professionnel').fill(visitor);
    await page.getByLabel('Type de projet').selectOption({ label: 'Boutique en ligne' });
    await page.getByLabel('Budget').selectOption({ index: 3 });
    await reader.page(page, 'get-started');
    await page.getByRole('button', { name: 'Envoyer mon projet' }).click();
    await expect(page.getByRole('heading', { name: /^Merci/ })).toBeVisible();
    await reader.page(page, 'get-started: thank you');
    reader.mail(await mailArriving(visitor, /./), 'lead auto-reply');

    // A reader subscribes to the newsletter from a French page.
    const reader2 = `lectrice-${run}@exemple.fr`;
    await callPublic(request, 'marketing', 'subscribe', { email: reader2, language: 'fr' });
    reader.mail(await mailArriving(reader2, /./), 'newsletter confirmation');
    await page.goto(await newsletterLinkFor(reader2, 'confirm'));
    await expect(page.getByText('Votre abonnement est confirmé.')).toBeVisible();
    await reader.page(page, 'the newsletter confirmation page');
    reader.mail(await mailArriving(reader2, /^Vous êtes abonné/), 'newsletter welcome');

    // A French client asks for a new password.
    const client = await clientIn(request, adminSession.token, 'fr');
    await passwordResetJourney(reader, page, client.email, 'fr');
    await context.close();
    reader.expectNone();
  });

  test('a proposal, an invoice and a contract: dialogs, e-mails, pages and PDFs in French', async ({
    page,
    browser,
    request,
    adminSession,
  }) => {
    test.setTimeout(120_000);
    const token = adminSession.token;
    const reader = new Reader(ENGLISH, FRENCH);
    const { client, portal } = await recordJourneys(reader, page, browser, request, token, 'fr');

    // A contract of a French template, sent for signature to the client.
    const run = randomUUID().slice(0, 6);
    const { template } = (await callRecords(request, token, 'contracts', 'create_template', {
      name: `Contrat de prestation ${run}`,
      type: 'service',
      clauses: [
        {
          title: 'Parties',
          body: 'Le présent contrat est conclu entre {{agency.name}} et {{client.name}}.',
        },
        { title: 'Prix', body: 'Le prix de la prestation est de {{contract.value}}.' },
      ],
    })) as { template: { id: string } };
    const title = `Contrat de prestation ${run}`;
    const { contract } = (await callRecords(request, token, 'contracts', 'create_contract', {
      template_id: template.id,
      client_id: client.clientId,
      title,
      value: 1_250_000,
      signers: [{ name: client.name, email: client.email }],
    })) as { contract: { id: string } };
    await callRecords(request, token, 'contracts', 'send_contract', { id: contract.id });
    const link = await signingLinkFor(client.email);
    reader.mail(await mailArriving(client.email, new RegExp(title)), 'contract to sign');

    const signer = await (await browser.newContext()).newPage();
    await signer.goto(`${link}?lng=fr`);
    await expect(signer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await reader.page(signer, 'the signing page');
    await signer.getByLabel(/^J’accepte de signer ce document/).check();
    await signer.getByRole('button', { name: 'Signer', exact: true }).click();
    await expect(signer.getByText(/^Merci, vous avez signé/)).toBeVisible();
    await reader.page(signer, 'the signing page: signed');
    const signed = signer.waitForEvent('download');
    await signer.getByRole('button', { name: 'Télécharger la copie signée' }).click();
    const copy = await reader.pdf(signed, 'the signed copy');
    expect(copy).toContain('Certificat de signature');
    reader.mail(await mailArriving(client.email, /^Signé par tous/), 'contract signed');
    await signer.context().close();
    await portal.context().close();
    // The other specs' contract dialogs list the seeded templates only.
    await callRecords(request, token, 'contracts', 'delete_template', { id: template.id });
    reader.expectNone();
  });
});

test.describe('an English client', () => {
  test.use({ signedInAs: 'admin' });

  test('a proposal, an invoice and a password reset: e-mails, pages and PDFs without French', async ({
    page,
    browser,
    request,
    adminSession,
  }) => {
    test.setTimeout(90_000);
    const token = adminSession.token;
    const reader = new Reader(FRENCH, ENGLISH);
    const { client, portal } = await recordJourneys(reader, page, browser, request, token, 'en');
    await portal.context().close();

    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await passwordResetJourney(reader, await context.newPage(), client.email, 'en');
    await context.close();
    reader.expectNone();
  });
});
