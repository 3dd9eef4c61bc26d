import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';
import { mailArriving } from '../../support/mail';
import { callRecords } from '../../support/records';

test.use({ signedInAs: 'admin' });

test('a client set to French gets French e-mails from an English agency (issue 30)', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.token;
  const run = randomUUID().slice(0, 8);
  const email = `claire-${run}@example.fr`;
  const { client } = (await callRecords(request, token, 'client-management', 'create_client', {
    name: `Claire ${run}`,
    email,
    // The agency's default language for the e2e stack is English; say so for this client.
    language: 'en',
  })) as { client: { id: string; language: string } };
  expect(client.language).toBe('en');

  // The admin sets the client's language to French on the client form.
  await page.goto(`/admin/clients/${client.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const language = dialog.getByLabel('Language');
  await expect(language).toHaveValue('en');
  await expect(language.locator('option')).toHaveText(['English', 'Français']);
  await language.selectOption('fr');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  // The client's contact card says it.
  await expect(
    page.locator('dt', { hasText: /^Language$/ }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('Français');

  // The agency sends them an invoice: the e-mail the SMTP sink catches is in French.
  const { invoice } = (await callRecords(request, token, 'invoice-management', 'create_invoice', {
    client_id: client.id,
    items: [{ description: 'Maquettes', quantity: 1, unit_price_cents: 120_000 }],
  })) as { invoice: { id: string } };
  const sent = (await callRecords(request, token, 'invoice-management', 'send_invoice', {
    id: invoice.id,
  })) as { invoice: { number: string } };
  const mail = await mailArriving(email, new RegExp(sent.invoice.number));
  expect(mail.subject).toMatch(/^Facture /);
  expect(mail.subject).toContain('à régler');
  expect(mail.text).not.toMatch(/\bdue\b/i);
  // Its due date in words ("28 décembre 2026"), never the ISO day (issue 34).
  expect(mail.subject).toMatch(/à régler au \d{1,2} \p{L}+ \d{4}$/u);
  expect(mail.text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);

  // And a message from the agency.
  await callRecords(request, token, 'client-management', 'send_client_message', {
    client_id: client.id,
    body: 'Bonjour Claire, les maquettes sont prêtes.',
  });
  const message = await mailArriving(email, /message/i);
  // "de" elided before a vowel: "Nouveau message d’Atelier" (issue 34).
  expect(message.subject).toMatch(/^Nouveau message (de [^AEIOUÉ]|d’[AEIOUÉ])/);

  // The Settings field says the agency's language is only the default for new ones.
  await page.goto('/admin/settings');
  await expect(
    page.getByText('Only the default for new clients and leads', { exact: false }),
  ).toBeVisible();
});
