import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { mailArriving } from '../../support/mail';
import { callRecords } from '../../support/records';

test.use({ signedInAs: 'admin' });

/** The invoice template back to its built-in text in English, whatever the test left. */
const resetInvoiceTemplate = (request: APIRequestContext, token: string) =>
  callRecords(request, token, 'email', 'update_template', {
    key: 'invoice_sent',
    locale: 'en',
    reset: true,
  });

test('the edited invoice template is the e-mail the client receives, shown sent in the outbox; a test send arrives', async ({
  page,
  request,
  adminSession,
}) => {
  test.setTimeout(90_000);
  const token = adminSession.token;
  const id = randomUUID().slice(0, 8);
  await resetInvoiceTemplate(request, token);

  // The subject is edited in the page; the preview fills it with the sample values.
  await page.goto('/admin/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Invoice sent' }).click();
  const editor = page.getByRole('dialog', { name: 'Template: Invoice sent' });
  await expect(editor.getByRole('radio', { name: 'English' })).toBeChecked();
  const subject = editor.getByLabel('Subject');
  await subject.fill(`Studio bill ${id}: `);
  await editor.getByRole('button', { name: 'Insert invoice_number' }).click();
  await expect(subject).toHaveValue(`Studio bill ${id}: {{invoice_number}}`);
  await expect(editor.getByRole('region', { name: 'Preview with sample values' })).toContainText(
    `Studio bill ${id}: INV-2026-0042`,
  );

  // An unknown variable is refused on its field, nothing saved.
  await subject.fill(`Studio bill {{numero}}`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('{{numero}} is not a variable of this template')).toBeVisible();
  await subject.fill(`Studio bill ${id}: {{invoice_number}}`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await editor.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Edited')).toBeVisible();

  try {
    // An invoice sent from the admin's invoice page.
    const email = `email-e2e-${id}@example.com`;
    const { client } = (await callRecords(request, token, 'client-management', 'create_client', {
      name: `Mail ${id}`,
      email,
    })) as { client: { id: string } };
    const { invoice } = (await callRecords(request, token, 'invoice-management', 'create_invoice', {
      client_id: client.id,
      items: [{ description: 'Workshop', quantity: 1, unit_price_cents: 50_000 }],
    })) as { invoice: { id: string } };
    await page.goto(`/admin/payments/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Send this invoice?' })
      .getByRole('button', { name: 'Send', exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Invoice INV-\d{4}-\d{4}$/ }),
    ).toBeVisible();
    const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
      'Invoice ',
      '',
    );

    const mail = await mailArriving(email, new RegExp(`^Studio bill ${id}`));
    expect(mail.subject).toBe(`Studio bill ${id}: ${number}`);
    expect(mail.text).toContain(`Hello Mail ${id},`);

    // The outbox shows it sent, with its template; a search finds it.
    await page.goto(`/admin/email?tab=outbox&q=${encodeURIComponent(email)}`);
    const table = page.getByRole('table', { name: 'Messages, newest first' });
    const row = table.getByRole('row').filter({ hasText: `Studio bill ${id}: ${number}` });
    await expect(row).toContainText('Invoice sent');
    // The sink has the message a moment before the outbox row is marked sent.
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Sent', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(
      row.getByRole('button', { name: `Resend “Studio bill ${id}: ${number}” to ${email}` }),
    ).toBeVisible();

    // A test send of the saved text, to another address.
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Edit Invoice sent' }).click();
    const testTo = `email-test-${id}@example.com`;
    await editor.getByLabel('Send the test to').fill(testTo);
    await editor.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText(`Test e-mail queued for ${testTo}`)).toBeVisible();
    const testMail = await mailArriving(testTo, new RegExp(`^Studio bill ${id}`));
    expect(testMail.subject).toBe(`Studio bill ${id}: INV-2026-0042`);

    // Reset to default brings the built-in subject back into the form.
    await editor.getByRole('button', { name: 'Reset to default' }).click();
    await expect(subject).toHaveValue('Invoice {{invoice_number}}: {{amount}} due {{due_date}}');
  } finally {
    await resetInvoiceTemplate(request, token);
  }
});

test('the outbox in French at 375 px: filters by state from the keyboard, no sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/email');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/admin/email?tab=outbox');
  const outboxTab = page.getByRole('tab', { name: 'Boîte d’envoi' });
  await expect(outboxTab).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('État').selectOption('sent');
  await expect(page).toHaveURL(/status=sent/);
  await outboxTab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Modèles' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Modifier Facture envoyée' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
