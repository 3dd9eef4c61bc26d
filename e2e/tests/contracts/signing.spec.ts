import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import {
  callContracts,
  callESignature,
  getContract,
  newSigners,
  pdfText,
  sentServiceAgreement,
  sha256Hex,
} from '../../support/contracts';
import { mailTo, signingLinkFor } from '../../support/mail';

/**
 * The public signing page `/sign/:token` and `/verify` (issue 13, "Done when"): a contract is
 * made and sent through the admin API, and each signer opens the link from their e-mail in a
 * browser of their own, without any session.
 */

const CONSENT = /I agree to sign this document electronically/;

/** A signer's browser: a fresh context, nothing stored. */
async function signerPage(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

const signButton = (page: Page) => page.getByRole('button', { name: 'Sign', exact: true });

async function signTyped(page: Page) {
  await expect(signButton(page)).toBeDisabled();
  await page.getByLabel(CONSENT).check();
  await signButton(page).click();
}

/** Draws a stroke on the pad with the mouse, as a signer would with a pointer. */
async function drawSignature(page: Page) {
  await page.getByRole('radio', { name: 'Draw' }).check();
  const pad = page.getByRole('img', { name: 'Signature pad: draw your signature' });
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not shown');
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(
      box.x + box.width * (0.1 + step * 0.06),
      box.y + box.height * (0.6 - 0.3 * Math.sin(step / 2)),
    );
  }
  await page.mouse.up();
}

test.describe('signing a contract from its e-mailed link', () => {
  test('two signers in order: typed, then drawn; the signed copy verifies and the audit trail is complete', async ({
    browser,
    request,
    adminSession,
  }) => {
    test.setTimeout(60_000);
    const [first, second] = newSigners(2);
    if (!first || !second) throw new Error('two signers');
    const contract = await sentServiceAgreement(request, adminSession.token, {
      signers: [first, second],
      signingOrder: 'sequential',
    });

    const firstLink = await signingLinkFor(first.email);
    // Sequential: the second signer is e-mailed only once the first has signed.
    expect((await mailTo(second.email)).length).toBe(0);

    const page = await signerPage(browser, firstLink);
    await expect(page.getByRole('heading', { level: 1, name: contract.title })).toBeVisible();
    await expect(page).toHaveTitle(`Sign: ${contract.title}`);
    await expect(page.getByText(`You are signing as ${first.name} (${first.email})`)).toBeVisible();
    await expect(page.getByText('Contract value: $12,500.00')).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. Parties' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '8. Limitation of liability' })).toBeVisible();
    const signers = page.getByRole('list').filter({ hasText: second.name });
    await expect(signers).toContainText(`${first.name} (you)`);
    await expect(signers).toContainText('Not yet sent');
    await expect(page.getByLabel('Type your full name')).toHaveValue(first.name);
    await expect(
      page.getByText('Tick the box above to agree to sign electronically'),
    ).toBeVisible();
    await signTyped(page);
    await expect(page.getByText(`Thank you, you signed “${contract.title}”.`)).toBeVisible();
    await expect(
      page.getByText('We will e-mail you the signed copy once everyone has signed.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download the document' })).toBeVisible();
    await expect(signButton(page)).toHaveCount(0);

    const secondPage = await signerPage(browser, await signingLinkFor(second.email));
    await expect(secondPage.getByRole('heading', { level: 1, name: contract.title })).toBeVisible();
    await drawSignature(secondPage);
    await secondPage.getByLabel(CONSENT).check();
    await signButton(secondPage).click();
    await expect(secondPage.getByText(`Thank you, you signed “${contract.title}”.`)).toBeVisible();
    await expect(secondPage.getByText(/^Everyone has signed\./)).toBeVisible();

    const [download] = await Promise.all([
      secondPage.waitForEvent('download'),
      secondPage.getByRole('button', { name: 'Download signed copy' }).click(),
    ]);
    const signed = new Uint8Array(await readFile((await download.path()) ?? ''));
    const done = await getContract(request, adminSession.token, contract.id);
    expect(done.status).toBe('signed');
    expect(sha256Hex(signed)).toBe(done.final_sha256);
    const text = pdfText(signed);
    expect(text).toContain('Certificate of completion');
    expect(text).toContain(first.email);
    expect(text).toContain(second.email);

    // A later visit to the first link says so and offers the signed copy.
    await page.reload();
    await expect(page.getByText(`You have signed “${contract.title}”.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download signed copy' })).toBeVisible();

    await secondPage.goto('/verify');
    await secondPage.getByLabel('PDF document').setInputFiles({
      name: 'signed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(signed),
    });
    await expect(
      secondPage.getByText(`This is the signed document of “${contract.title}”, completed on`),
    ).toBeVisible();
    // The signed copy carries the agency's digital seal, and the page says who sealed it.
    await expect(
      secondPage.getByText(/^Sealed by .+ on .+ with its digital signature/),
    ).toBeVisible();
    await expect(
      secondPage.getByText(/^Certificate SHA-256: ([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
    ).toBeVisible();
    await expect(secondPage.getByText(`${first.name}, signed on`)).toBeVisible();
    await expect(secondPage.getByText(`${second.name}, signed on`)).toBeVisible();

    const events = done.audit.map((entry) => entry.event);
    for (const event of [
      'created',
      'sent',
      'email_delivered',
      'link_opened',
      'viewed',
      'signed',
      'downloaded',
      'completed',
    ]) {
      expect(events, event).toContain(event);
    }
    const bySigners = done.audit.filter((entry) =>
      ['link_opened', 'viewed', 'signed'].includes(entry.event),
    );
    expect(bySigners).toHaveLength(6);
    for (const entry of bySigners) {
      expect(entry.ip, `${entry.event} IP`).toBeTruthy();
      expect(entry.user_agent, `${entry.event} user agent`).toBeTruthy();
    }
    expect(done.audit.filter((entry) => entry.event === 'email_delivered')).toHaveLength(2);
  });

  test('a signer declines with a reason; the agency sees the contract declined with it', async ({
    browser,
    request,
    adminSession,
  }) => {
    const [signer] = newSigners(1);
    if (!signer) throw new Error('one signer');
    const contract = await sentServiceAgreement(request, adminSession.token, { signers: [signer] });
    const page = await signerPage(browser, await signingLinkFor(signer.email));
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByRole('button', { name: 'Decline contract' }).click();
    await expect(page.getByText('Give a reason to decline')).toBeVisible();
    const reason = 'The payment schedule does not suit us.\nPlease send a 30/70 split.';
    await page.getByLabel('Why are you declining?').fill(reason);
    await page.getByRole('button', { name: 'Decline contract' }).click();
    await expect(
      page.getByText(`You declined “${contract.title}”. Atelier has been told.`),
    ).toBeVisible();
    await expect(signButton(page)).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: signer.name })).toContainText(
      'Declined',
    );

    const declined = await getContract(request, adminSession.token, contract.id);
    expect(declined.status).toBe('declined');
    expect(declined.declined_reason).toBe(reason);
  });

  test('links that cannot be used say why: unknown, replaced by a reminder, withdrawn, expired', async ({
    browser,
    page,
    request,
    adminSession,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/sign/this-is-not-a-signing-token');
    await expect(page.getByRole('alert')).toContainText('This link cannot be used');
    await expect(page.getByText('This signing link is not valid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByLabel('Language').selectOption('fr');
    await expect(page.getByText('Ce lien ne peut pas être utilisé')).toBeVisible();

    const [reminded, withdrawn, late] = newSigners(3);
    if (!reminded || !withdrawn || !late) throw new Error('three signers');
    // Sent with a few seconds to live: its link expires while the test runs.
    const expiresAt = new Date(Date.now() + 8_000).toISOString();
    const [forReminder, forCancel, forExpiry] = await Promise.all([
      sentServiceAgreement(request, adminSession.token, { signers: [reminded] }),
      sentServiceAgreement(request, adminSession.token, { signers: [withdrawn] }),
      sentServiceAgreement(request, adminSession.token, { signers: [late], expiresAt }),
    ]);

    const oldLink = await signingLinkFor(reminded.email);
    await callContracts(request, adminSession.token, 'remind', { id: forReminder.id });
    const newLink = await signingLinkFor(reminded.email, oldLink);
    const stale = await signerPage(browser, oldLink);
    await expect(stale.getByText('This signing link is not valid')).toBeVisible();
    await stale.goto(newLink);
    await expect(stale.getByRole('heading', { level: 1, name: forReminder.title })).toBeVisible();

    const cancelLink = await signingLinkFor(withdrawn.email);
    await callContracts(request, adminSession.token, 'cancel_contract', { id: forCancel.id });
    await stale.goto(cancelLink);
    await expect(stale.getByText('This contract was withdrawn')).toBeVisible();

    const expiredLink = await signingLinkFor(late.email);
    await expect
      .poll(() => Date.now(), { timeout: 10_000 })
      .toBeGreaterThan(Date.parse(expiresAt) + 500);
    await stale.goto(expiredLink);
    await expect(
      stale.getByText(/This signing link has expired on .+; ask .+ for a new one/),
    ).toBeVisible();
    await expect(stale.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    const token = expiredLink.split('/').at(-1) ?? '';
    const answer = await callESignature(request, 'sign', {
      token,
      signature: { type: 'typed', value: late.name },
      consent: true,
    });
    expect(answer.status).toBe(409);
    expect(
      (await getContract(request, adminSession.token, forExpiry.id)).signatories[0]?.status,
    ).not.toBe('signed');
  });

  test("a signer's token reads and signs only its own contract", async ({
    browser,
    request,
    adminSession,
  }) => {
    const [signerA, signerB] = newSigners(2);
    if (!signerA || !signerB) throw new Error('two signers');
    const [contractA, contractB] = await Promise.all([
      sentServiceAgreement(request, adminSession.token, { signers: [signerA] }),
      sentServiceAgreement(request, adminSession.token, { signers: [signerB] }),
    ]);
    const linkA = await signingLinkFor(signerA.email);
    const page = await signerPage(browser, linkA);
    await expect(page.getByRole('heading', { level: 1, name: contractA.title })).toBeVisible();
    await expect(page.getByText(contractB.title)).toHaveCount(0);
    await expect(page.getByText(signerB.name)).toHaveCount(0);
    await signTyped(page);
    await expect(page.getByText(/^Everyone has signed\./)).toBeVisible();

    const tokenA = linkA.split('/').at(-1) ?? '';
    const again = await callESignature(request, 'get_document', { token: tokenA });
    expect((again.body.contract as { title: string }).title).toBe(contractA.title);
    expect(JSON.stringify(again.body)).not.toContain(contractB.title);

    expect((await getContract(request, adminSession.token, contractA.id)).status).toBe('signed');
    const untouched = await getContract(request, adminSession.token, contractB.id);
    expect(untouched.status).toBe('sent');
    expect(untouched.signatories.map((signer) => signer.status)).toEqual(['sent']);
    expect(untouched.audit.map((entry) => entry.event)).not.toContain('signed');
  });
  test("a French client's contract: the signed copy is worded in French", async ({
    request,
    adminSession,
  }) => {
    const [signer] = newSigners(1);
    if (!signer) throw new Error('one signer');
    await sentServiceAgreement(request, adminSession.token, {
      signers: [signer],
      language: 'fr',
    });
    const token = (await signingLinkFor(signer.email)).split('/').at(-1) ?? '';
    const signed = await callESignature(request, 'sign', {
      token,
      signature: { type: 'typed', value: signer.name },
      consent: true,
    });
    expect(signed.status).toBe(200);
    const download = await callESignature(request, 'download', { token });
    expect(download.status).toBe(200);
    const file = (download.body as { file: { base64: string; document: string } }).file;
    expect(file.document).toBe('final');
    const text = pdfText(new Uint8Array(Buffer.from(file.base64, 'base64')));
    for (const french of [
      `Signé électroniquement par ${signer.name} le`,
      'Certificat de signature',
      'Identifiant du contrat',
      'Page 1 sur',
    ]) {
      expect(text).toContain(french);
    }
    for (const english of ['Signed electronically', 'Certificate of completion', 'Contract ID']) {
      expect(text).not.toContain(english);
    }
  });
});
