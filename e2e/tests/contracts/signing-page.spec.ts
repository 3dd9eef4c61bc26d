import { expect, test } from '../../support/auth';
import { getContract, newSigners, sentServiceAgreement } from '../../support/contracts';
import { signingLinkFor } from '../../support/mail';

/**
 * The signing page around the signer (issue 13): it needs no session and ignores one, answers
 * the keyboard, and keeps what was typed when the server refuses; `/verify` with a pasted
 * SHA-256. The signing flow itself is in signing.spec.ts.
 */

const CONSENT = /I agree to sign this document electronically/;

test.describe('the signing page around the signer', () => {
  test.use({ signedInAs: 'admin' });

  test("opens in a browser holding an admin's session, without the admin or portal frame; typed signing works from the keyboard; a refused signature keeps what was typed", async ({
    page,
    request,
    adminSession,
  }) => {
    const [signer] = newSigners(1);
    if (!signer) throw new Error('one signer');
    const contract = await sentServiceAgreement(request, adminSession.token, { signers: [signer] });
    await page.goto(await signingLinkFor(signer.email));
    await expect(page.getByRole('heading', { level: 1, name: contract.title })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

    // The server's word on a field shows next to it, and the typed name stays.
    let refusals = 0;
    await page.route('**/functions/v1/e-signature', async (route) => {
      if (route.request().postDataJSON()?.action !== 'sign' || refusals > 0) {
        return route.continue();
      }
      refusals += 1;
      await route.fulfill({
        status: 400,
        json: {
          success: false,
          error: 'Some fields are invalid',
          code: 'VALIDATION_FAILED',
          fields: { 'signature.value': 'Type your name to sign' },
        },
      });
    });
    const name = page.getByLabel('Type your full name');
    await name.fill('N. Quill');
    await page.getByLabel(CONSENT).focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel(CONSENT)).toBeChecked();
    await name.press('Enter');
    await expect(page.getByText('Type your name to sign')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('N. Quill');
    await name.press('Enter');
    await expect(page.getByText(`Thank you, you signed “${contract.title}”.`)).toBeVisible();
    const signed = await getContract(request, adminSession.token, contract.id);
    expect(signed.audit.find((entry) => entry.event === 'signed')?.actor).toBe(signer.email);
  });
});

test('/verify checks a pasted SHA-256: the original as sent, or an unknown document', async ({
  page,
  request,
  adminSession,
}) => {
  const [signer] = newSigners(1);
  if (!signer) throw new Error('one signer');
  const contract = await sentServiceAgreement(request, adminSession.token, { signers: [signer] });
  await page.goto('/verify');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check a signed document' }),
  ).toBeVisible();
  const field = page.getByLabel('SHA-256 fingerprint');
  await field.fill('not a hash');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('A SHA-256 is 64 hexadecimal digits (0–9, a–f)')).toBeVisible();

  await field.fill((contract.original_sha256 ?? '').toUpperCase());
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page.getByText(
      `This is the original document of “${contract.title}”, as it was sent for signature.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(`${signer.name}, not signed`)).toBeVisible();

  await field.fill('0'.repeat(64));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page.getByText('Unknown document: it does not match any contract we hold.'),
  ).toBeVisible();
});
