import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { Reader } from '../../support/journey-reader';
import { languageStrings } from '../../support/journey-strings';
import { addDays, clientIn, dayFromNow, type Language, portalOf } from '../../support/journeys';
import { mailArriving } from '../../support/mail';
import { callRecords } from '../../support/records';

/**
 * The money path in the reader's language (issue 34, "Done when"), beside
 * french-journeys.spec.ts: a credit note (its dialog, e-mail, pages and both PDFs), the receipt
 * of a payment, a payment reminder, and a proposal with a deposit paid in the portal (its
 * pages, the receipt and the deposit invoice's PDF). A French client's hold no English, an
 * English client's no French (support/journey-strings.ts).
 */
const ENGLISH = languageStrings('en');
const FRENCH = languageStrings('fr');

const WORDS = {
  fr: {
    line: 'Maquettes et intégration',
    reason: 'Une maquette abandonnée',
    creditLine: 'Maquette abandonnée',
    issueCredit: 'Émettre un avoir',
    reasonLabel: 'Motif (le client le lit)',
    someLines: 'Certaines lignes',
    lineDescription: 'Description, ligne 1',
    linePrice: 'Prix unitaire, ligne 1',
    creditTotal: /^Total de l’avoir/,
    issue: 'Émettre et envoyer',
    issued: /^Avoir CN-\d{4}-\d{4} émis et envoyé\.$/,
    credits: 'Avoirs',
    downloadCredit: /^Télécharger l’avoir CN-/,
    creditMail: /^Avoir CN-/,
    receiptMail: /^Reçu pour la facture/,
    reminderMail: /^En retard/,
    proposal: 'Refonte du catalogue',
    summary: 'Un catalogue refait, avec un acompte.',
    typedName: 'Saisissez votre nom complet',
    consent: /^J’accepte cette proposition/,
    accept: 'Accepter et signer',
    deposit: 'Payer l’acompte',
    card: ['Numéro de carte', 'Mois d’expiration', 'Année d’expiration', 'Cryptogramme'],
    pay: 'Payer maintenant',
    done: /^C’est terminé/,
    download: 'Télécharger le PDF',
  },
  en: {
    line: 'Mock-ups and build',
    reason: 'One mock-up dropped',
    creditLine: 'Mock-up dropped',
    issueCredit: 'Issue credit note',
    reasonLabel: 'Reason (the client reads it)',
    someLines: 'Some lines',
    lineDescription: 'Description, line 1',
    linePrice: 'Unit price, line 1',
    creditTotal: /^Credit note total:/,
    issue: 'Issue and e-mail',
    issued: /^Credit note CN-\d{4}-\d{4} issued and e-mailed\.$/,
    credits: 'Credit notes',
    downloadCredit: /^Download credit note CN-/,
    creditMail: /^Credit note CN-/,
    receiptMail: /^Receipt for invoice/,
    reminderMail: /^Overdue/,
    proposal: 'Catalogue redesign',
    summary: 'A catalogue rebuilt, with a deposit.',
    typedName: 'Type your full name',
    consent: /^I accept this proposal/,
    accept: 'Accept and sign',
    deposit: 'Pay the deposit',
    card: ['Card number', 'Expiry month', 'Expiry year', 'CVC'],
    pay: 'Pay now',
    done: /^All done/,
    download: 'Download PDF',
  },
} as const;

type Client = Awaited<ReturnType<typeof clientIn>>;

type Journey = {
  reader: Reader;
  admin: Page;
  portal: Page;
  request: APIRequestContext;
  token: string;
  client: Client;
  language: Language;
};

/** A mail's text holds no `YYYY-MM-DD`: days are written out in the reader's language. */
function expectWrittenDays(where: string, text: string) {
  expect(text, `${where}: a day written as YYYY-MM-DD`).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
}

/**
 * The admin's credit note on the open invoice, through its dialog: the reason, one line of
 * 300, the totals read before it is issued and e-mailed.
 */
async function issueCreditNote(reader: Reader, admin: Page, language: Language) {
  const words = WORDS[language];
  await admin.getByRole('button', { name: words.issueCredit, exact: true }).click();
  const dialog = admin.getByRole('dialog').last();
  await dialog.getByLabel(words.reasonLabel).fill(words.reason);
  await dialog.getByRole('radio', { name: words.someLines }).check();
  await dialog.getByLabel(words.lineDescription).fill(words.creditLine);
  await dialog.getByLabel(words.linePrice).fill('300');
  await expect(dialog.getByText(words.creditTotal)).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (not hidden nodes).
  reader.text(await dialog.innerText(), 'dialog: issue a credit note', false);
  await dialog.getByRole('button', { name: words.issue }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(words.issued)).toBeVisible();
  await reader.page(admin, 'admin: the credit note issued');
}

/**
 * A sent invoice, then a credit note on one of its lines issued from the admin's dialog, its
 * e-mail, the admin's and the portal's pages and PDFs of it; then a part payment and its
 * receipt. Answers the invoice, with a balance left to pay.
 */
async function creditNoteAndReceipt({
  reader,
  admin,
  portal,
  request,
  token,
  client,
  language,
}: Journey) {
  const words = WORDS[language];
  const dueDate = dayFromNow(20);
  const { invoice } = (await callRecords(request, token, 'invoice-management', 'create_invoice', {
    client_id: client.clientId,
    items: [{ description: words.line, quantity: 2, unit_price_cents: 60_000 }],
    due_date: dueDate,
  })) as { invoice: { id: string } };
  const { invoice: sent } = (await callRecords(
    request,
    token,
    'invoice-management',
    'send_invoice',
    { id: invoice.id },
  )) as { invoice: { number: string } };
  await admin.goto(`/admin/payments/invoices/${invoice.id}?lng=${language}`);
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(sent.number);
  await issueCreditNote(reader, admin, language);
  const { credit_notes: notes } = (await callRecords(
    request,
    token,
    'invoice-management',
    'get_credit_notes',
    { invoice_id: invoice.id },
  )) as { credit_notes: Array<{ number: string }> };
  const noteNumber = notes[0]?.number ?? '';
  const creditMail = await mailArriving(client.email, words.creditMail);
  expect(creditMail.subject).toContain(noteNumber);
  reader.mail(creditMail, 'credit note issued');

  const credits = admin.getByRole('region', { name: words.credits });
  await expect(credits).toContainText(words.reason);
  const adminPdf = admin.waitForEvent('download');
  await credits.getByRole('button', { name: words.downloadCredit }).click();
  expect(await reader.pdf(adminPdf, "the admin's credit note")).toContain(noteNumber);

  // The payments page's tab of every credit note.
  await admin.goto('/admin/payments?tab=credit-notes');
  const table = admin.getByRole('table', { name: words.credits });
  await expect(table.getByRole('row', { name: noteNumber })).toContainText(words.reason);
  await reader.page(admin, 'admin: the credit notes tab');

  await portal.goto(`/client-portal/invoices/${invoice.id}`);
  const theirs = portal.getByRole('region', { name: words.credits });
  await expect(theirs).toContainText(words.reason);
  await reader.page(portal, 'portal: the credited invoice');
  const portalPdf = portal.waitForEvent('download');
  await theirs.getByRole('button', { name: words.downloadCredit }).click();
  expect(await reader.pdf(portalPdf, "the portal's credit note")).toContain(words.reason);

  // A part payment (dated yesterday: never after the agency's today, whatever its zone).
  await callRecords(request, token, 'revenue-tracking', 'record_payment', {
    invoice_id: invoice.id,
    amount_cents: 20_000,
    payment_date: dayFromNow(-1),
    payment_method: 'bank_transfer',
  });
  const receipt = await mailArriving(client.email, words.receiptMail);
  expect(receipt.subject).toContain(sent.number);
  expectWrittenDays('the receipt', receipt.text);
  reader.mail(receipt, 'payment receipt');
  return { number: sent.number, dueDate };
}

/**
 * The reminder of an overdue invoice: the agency-wide policy switched on for one step (a day
 * after the due date) and the sweep run for that day, then the agency's settings put back.
 */
async function reminderJourney(
  { reader, request, token, client }: Journey,
  invoice: { number: string; dueDate: string },
  subject: RegExp,
) {
  const settings = await callRecords(request, token, 'invoice-automation', 'get_reminder_settings');
  try {
    await callRecords(request, token, 'invoice-automation', 'save_reminder_settings', {
      enabled: true,
      policy: [{ when: 'after', days: 1 }],
    });
    await callRecords(request, token, 'invoice-automation', 'run_reminders', {
      as_of: addDays(invoice.dueDate, 1),
    });
  } finally {
    await callRecords(request, token, 'invoice-automation', 'save_reminder_settings', {
      enabled: settings.enabled,
      policy: settings.policy,
    });
  }
  const reminder = await mailArriving(client.email, subject);
  expect(reminder.subject).toContain(invoice.number);
  expectWrittenDays('the reminder', `${reminder.subject}\n${reminder.text}`);
  reader.mail(reminder, 'payment reminder');
}

/**
 * A proposal with a 30 % deposit, accepted in the portal with a typed name and its deposit
 * paid by card: the pages on the way, the receipt, and the deposit invoice's page and PDF.
 */
async function depositJourney({ reader, portal, request, token, client, language }: Journey) {
  const words = WORDS[language];
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
      items: [{ description: words.line, quantity: 1, unit_price_cents: 500_000 }],
      valid_until: '2099-12-31',
      deposit_percent: 30,
    },
  )) as { proposal: { id: string } };
  await callRecords(request, token, 'proposal-management', 'send_proposal', { id: proposal.id });
  reader.mail(await mailArriving(client.email, new RegExp(title)), 'proposal with a deposit');

  await portal.goto(`/client-portal/proposals/${proposal.id}`);
  await expect(portal.getByRole('heading', { level: 1 }).first()).toContainText(title);
  await reader.page(portal, 'portal: the proposal with a deposit');
  await portal.getByLabel(words.typedName).fill(client.name);
  await portal.getByRole('checkbox', { name: words.consent }).check();
  await portal.getByRole('button', { name: words.accept }).click();
  await expect(portal.getByRole('heading', { level: 2, name: words.deposit })).toBeVisible();
  await reader.page(portal, 'portal: the deposit to pay');
  const [number, month, year, cvc] = words.card;
  await portal.getByLabel(number).fill('4242 4242 4242 4242');
  await portal.getByLabel(month).fill('12');
  await portal.getByLabel(year).fill('2030');
  await portal.getByLabel(cvc).fill('123');
  await portal.getByRole('button', { name: words.pay }).click();
  await expect(portal.getByRole('heading', { level: 2, name: words.done })).toBeVisible();
  await reader.page(portal, 'portal: the deposit paid');

  const { invoices } = (await callRecords(request, token, 'invoice-management', 'get_invoices', {
    client_id: client.clientId,
  })) as { invoices: Array<{ id: string; number: string | null; total_cents: number }> };
  const deposit = invoices.find((each) => each.total_cents === 150_000);
  expect(deposit, 'the deposit invoice, 30 % of 5,000.00').toBeDefined();
  const depositNumber = deposit?.number ?? '';
  const receipt = await mailArriving(
    client.email,
    new RegExp(`${words.receiptMail.source}.*${depositNumber}`),
  );
  reader.mail(receipt, 'deposit receipt');
  await portal.goto(`/client-portal/invoices/${deposit?.id}`);
  await expect(portal.getByRole('heading', { level: 1 })).toContainText(depositNumber);
  await reader.page(portal, 'portal: the deposit invoice');
  const pdf = portal.waitForEvent('download');
  await portal.getByRole('button', { name: words.download }).click();
  expect(await reader.pdf(pdf, 'the deposit invoice')).toContain(depositNumber);
  await portal.goto('/client-portal/invoices');
  await expect(portal.getByText(depositNumber).first()).toBeVisible();
  await reader.page(portal, 'portal: the invoices');
}

/** The whole money path for a client in `language`, read by `reader`. */
async function moneyJourneys(
  reader: Reader,
  admin: Page,
  browser: Browser,
  request: APIRequestContext,
  token: string,
  language: Language,
) {
  const client = await clientIn(request, token, language);
  const portal = await portalOf(browser, client.session);
  const journey = { reader, admin, portal, request, token, client, language };
  const invoice = await creditNoteAndReceipt(journey);
  await reminderJourney(journey, invoice, WORDS[language].reminderMail);
  await depositJourney(journey);
  await portal.context().close();
}

test.describe('the money path', () => {
  test.use({ signedInAs: 'admin' });

  test('a French client: credit note, receipt, reminder and deposit in French', async ({
    page,
    browser,
    request,
    adminSession,
  }) => {
    test.setTimeout(120_000);
    const reader = new Reader(ENGLISH, FRENCH);
    await moneyJourneys(reader, page, browser, request, adminSession.token, 'fr');
    reader.expectNone();
  });

  test('an English client: credit note, receipt, reminder and deposit without French', async ({
    page,
    browser,
    request,
    adminSession,
  }) => {
    test.setTimeout(120_000);
    const reader = new Reader(FRENCH, ENGLISH);
    await moneyJourneys(reader, page, browser, request, adminSession.token, 'en');
    reader.expectNone();
  });
});
