import { randomUUID } from 'node:crypto';
import { expect, publicKey, test } from '../../support/auth';
import { newSigners, sentServiceAgreement } from '../../support/contracts';
import { mailTo, signingLinkFor } from '../../support/mail';
import { linkedPortalClient, openPortalAs } from '../../support/portal';
import { homeHtmlShowing } from '../../support/public-html';
import { callRecords } from '../../support/records';

test.use({ signedInAs: 'admin' });

type AgencyContact = {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
};

test("renaming the agency in Settings renames it for clients, signers, visitors and readers, with no 'Atelier' left", async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  const token = adminSession.token;
  const run = randomUUID().slice(0, 6);
  const name = `Northwind ${run}`;
  const contact = { email: `hello-${run}@northwind.example`, phone: '+33 1 23 45 67 89' };
  const { settings } = (await callRecords(request, token, 'site-settings', 'get_settings')) as {
    settings: { agency: AgencyContact };
  };
  const before = settings.agency;

  try {
    // The owner renames the agency on the Settings page and gives its contact details.
    await page.goto('/admin/settings');
    const agency = page.getByRole('region', { name: 'Agency' });
    await agency.getByLabel('Agency name').fill(name);
    await agency.getByLabel('Contact e-mail').fill(contact.email);
    await agency.getByLabel('Phone').fill(contact.phone);
    await agency.getByLabel('Address').fill('');
    await agency.getByRole('button', { name: 'Save agency details' }).click();
    await expect(agency.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page).toHaveTitle(`Settings — Admin — ${name}`);
    // The seal of signed contracts, beside the agency.
    const seal = page.getByRole('region', { name: 'Document seal' });
    await expect(seal.getByText('SHA-256 fingerprint')).toBeVisible();
    await expect(seal.locator('code')).toHaveText(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);

    // A client's portal: the header, its letter, the greeting and the tab's title.
    const client = await linkedPortalClient(request, token, 'Cleo');
    const clientContext = await browser.newContext({
      storageState: { cookies: [], origins: [] },
    });
    const clientPage = await clientContext.newPage();
    await openPortalAs(clientPage, client.session);
    const header = clientPage.getByRole('banner');
    await expect(header).toContainText(name);
    await expect(header.locator('[data-slot="brand-mark"]')).toHaveText('N');
    await expect(
      clientPage.getByText(`Hello, ${client.name}. Here is where your work with ${name} stands.`),
    ).toBeVisible();
    await expect(clientPage).toHaveTitle(`Client portal — ${name}`);
    await expect(clientPage.locator('body')).not.toContainText('Atelier', { useInnerText: true });

    // A signer's page, reached from the e-mailed link without an account.
    const [signer] = newSigners(1);
    if (!signer) throw new Error('no signer');
    await sentServiceAgreement(request, token, { signers: [signer] });
    await clientPage.goto(await signingLinkFor(signer.email));
    await expect(clientPage.getByRole('banner')).toContainText(name);
    await expect(clientPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(clientPage.locator('body')).not.toContainText('Atelier', { useInnerText: true });
    const invitation = (await mailTo(signer.email)).at(-1);
    expect(invitation?.subject).toContain(name);
    expect(`${invitation?.subject}\n${invitation?.text}`).not.toContain('Atelier');
    await clientContext.close();

    // The public home page, as a crawler gets it and as a visitor sees it.
    const html = await homeHtmlShowing(
      `<title>${name} — Web design and development agency</title>`,
    );
    expect(html).toContain(`href="mailto:${contact.email}"`);
    expect(html).not.toContain('hello@atelier.example');
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/?lng=en');
    await expect(visitorPage).toHaveTitle(`${name} — Web design and development agency`);
    const footer = visitorPage.getByRole('contentinfo');
    await expect(footer.locator('address')).toContainText(contact.email);
    await expect(footer.locator('address')).toContainText(contact.phone);
    await expect(footer.locator('address')).not.toContainText('atelier.example');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${name}`);
    await expect(visitorPage.locator('body')).not.toContainText('Atelier', { useInnerText: true });
    await visitor.close();

    // A reader subscribing to the newsletter: the confirmation e-mail, read from the SMTP sink.
    const reader = `reader-${run}@example.com`;
    await callRecords(request, await publicKey(request), 'marketing', 'subscribe', {
      email: reader,
    });
    await expect.poll(async () => (await mailTo(reader)).length, { timeout: 10_000 }).toBe(1);
    const [confirmation] = await mailTo(reader);
    expect(confirmation?.subject).toBe(`Confirm your subscription to the ${name} newsletter`);
    expect(confirmation?.from).toContain(name);
    expect(`${confirmation?.from}\n${confirmation?.subject}\n${confirmation?.text}`).not.toContain(
      'Atelier',
    );
  } finally {
    // Other specs expect the agency as it was ("Atelier", the built-in contact details).
    await callRecords(request, token, 'site-settings', 'update_settings', {
      name: before.name,
      email: before.email,
      phone: before.phone,
      address: before.address,
    });
  }
});
