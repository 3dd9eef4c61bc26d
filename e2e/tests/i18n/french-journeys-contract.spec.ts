import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { Reader } from '../../support/journey-reader';
import { languageStrings } from '../../support/journey-strings';
import { clientIn } from '../../support/journeys';
import { mailArriving, signingLinkFor } from '../../support/mail';
import { callRecords } from '../../support/records';

/**
 * The contract journey in English (issue 34, "Done when": "the same in English for French
 * leftovers"), the twin of french-journeys.spec.ts's French one: a contract of an English
 * template sent to an English client, its e-mail, the signing page before and after signing,
 * the signed copy with its certificate (`pdftotext`) and the "signed by everyone" e-mail,
 * holding no French sentence or document word; the admin's details of the contract, too.
 */
const ENGLISH = languageStrings('en');
const FRENCH = languageStrings('fr');

/** Active Contracts, whose details dialog opens from `&contract=<id>`. */
const ACTIVE = '/admin/automation?tab=contracts&view=active';

/** The text of the contract's details dialog, its audit trail loaded. */
async function detailsOf(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('table').first()).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (not hidden nodes).
  return await dialog.innerText();
}

test.describe('an English client', () => {
  test.use({ signedInAs: 'admin' });

  test('a contract signed: e-mails, pages and the signed copy without French', async ({
    page,
    browser,
    request,
    adminSession,
  }) => {
    test.setTimeout(90_000);
    const token = adminSession.token;
    const reader = new Reader(FRENCH, ENGLISH);
    const client = await clientIn(request, token, 'en');
    const run = randomUUID().slice(0, 6);
    const title = `Service agreement ${run}`;
    const { template } = (await callRecords(request, token, 'contracts', 'create_template', {
      name: title,
      type: 'service',
      clauses: [
        {
          title: 'Parties',
          body: 'This agreement is made between {{agency.name}} and {{client.name}}.',
        },
        { title: 'Price', body: 'The price of the work is {{contract.value}}.' },
      ],
    })) as { template: { id: string } };
    try {
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

      await page.goto(`${ACTIVE}&contract=${contract.id}&lng=en`);
      reader.text(await detailsOf(page, title), 'admin: the contract sent', false);

      const signer = await (await browser.newContext()).newPage();
      await signer.goto(`${link}?lng=en`);
      await expect(signer.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await reader.page(signer, 'the signing page');
      await signer.getByLabel(/^I agree to sign this document/).check();
      await signer.getByRole('button', { name: 'Sign', exact: true }).click();
      await expect(signer.getByText(/^Thank you, you signed/)).toBeVisible();
      await reader.page(signer, 'the signing page: signed');
      const signed = signer.waitForEvent('download');
      await signer.getByRole('button', { name: 'Download signed copy' }).click();
      const copy = await reader.pdf(signed, 'the signed copy');
      expect(copy).toContain('Certificate of completion');
      expect(copy).toContain('$12,500.00');
      reader.mail(await mailArriving(client.email, /^Signed by everyone/), 'contract signed');
      await signer.context().close();

      await page.goto(`${ACTIVE}&contract=${contract.id}`);
      reader.text(await detailsOf(page, title), 'admin: the contract signed', false);
    } finally {
      // The other specs' contract dialogs list the seeded templates only.
      await callRecords(request, token, 'contracts', 'delete_template', { id: template.id });
    }
    reader.expectNone();
  });
});
