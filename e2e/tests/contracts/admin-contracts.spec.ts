import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/auth';
import { draftContract } from '../../support/contracts';
import { mailTo } from '../../support/mail';

/**
 * Active Contracts (`/admin/automation?tab=contracts`, issue 13) as the agency uses it: a draft
 * made through the API is listed and filtered, its details show the filled text and the audit
 * trail, and it is sent, reminded, downloaded, exported and cancelled from the dialog — the
 * keyboard alone opening and closing it.
 */
const ACTIVE = '/admin/automation?tab=contracts&view=active';

test.describe('for a signed-in admin', () => {
  test.use({ signedInAs: 'admin' });

  test('a draft is listed and filtered, then sent, reminded, downloaded, exported and cancelled from its details', async ({
    page,
    request,
    adminSession,
  }) => {
    test.setTimeout(90_000);
    const draft = await draftContract(request, adminSession.token);
    await page.goto(`${ACTIVE}&client=${draft.client.id}`);

    const table = page.getByRole('table', { name: 'Contracts' });
    const row = table.getByRole('row').filter({ hasText: draft.title });
    await expect(row).toContainText('Draft');
    await expect(row).toContainText(draft.client.name);
    await expect(row).toContainText('$12,500.00');
    await expect(row).toContainText('0 of 2 signed');

    const statusFilter = page.getByLabel('Filter by status');
    await statusFilter.selectOption({ label: 'Signed' });
    await expect(page).toHaveURL(/status=signed/);
    await expect(page.getByText('No contracts match these filters')).toBeVisible();
    await statusFilter.selectOption({ label: 'Draft' });
    await expect(row).toContainText('Draft');
    await statusFilter.selectOption({ label: 'All statuses' });
    await expect(page).not.toHaveURL(/status=/);

    await row.getByRole('button', { name: draft.title }).click();
    await expect(page).toHaveURL(new RegExp(`contract=${draft.id}`));
    const dialog = page.getByRole('dialog', { name: draft.title });
    await expect(dialog.getByRole('article')).toContainText(
      `and ${draft.client.name} of ${draft.client.company}`,
    );
    await expect(dialog.getByRole('article')).toContainText(draft.project.name);
    const audit = dialog.getByRole('table', { name: 'Audit trail' });
    await expect(audit.getByRole('row').filter({ hasText: 'Created' })).toContainText(
      /\d+\.\d+\.\d+\.\d+|::1/,
    );
    const signers = dialog.getByRole('table', { name: 'Signatories in signing order' });
    await expect(
      signers.getByRole('row').filter({ hasText: draft.signers[1]?.email ?? '' }),
    ).toContainText('Not sent yet');

    // Sending says who gets an e-mail before anything goes out.
    await dialog.getByRole('button', { name: 'Send for signature' }).click();
    await expect(dialog).toContainText('e-mailed to these 2 signers');
    await expect(dialog).toContainText(`${draft.client.name} (${draft.client.email})`);
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`${draft.title} was sent for signature.`);
    await expect(
      dialog.getByRole('definition').filter({ hasText: 'Awaiting signature' }),
    ).toBeVisible();
    for (const signer of draft.signers) {
      await expect(signers.getByRole('row').filter({ hasText: signer.email })).toContainText(
        'E-mailed',
      );
    }
    await expect(dialog.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
    await expect(row).toContainText('Awaiting signature');
    await expect
      .poll(
        async () => (await mailTo(draft.client.email)).some((mail) => mail.text.includes('/sign/')),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);

    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Reminder sent to 2 signers.');
    await expect(audit.getByRole('row').filter({ hasText: 'Reminder sent' })).toHaveCount(2);

    const pdf = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);

    const exported = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export audit trail' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toMatch(/^contract-audit-service-agreement-.*\.csv$/);
    const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,event,actor,signer,ip,user_agent,details');
    expect(lines.some((line) => line.split(',')[1] === 'sent')).toBe(true);
    expect(lines.some((line) => line.split(',')[1] === 'reminder_sent')).toBe(true);

    await dialog.getByRole('button', { name: 'Cancel contract' }).click();
    await expect(dialog).toContainText('Its signing links stop working');
    await dialog.getByRole('button', { name: 'Yes, cancel the contract' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`${draft.title} was cancelled.`);
    await expect(row).toContainText('Cancelled');
    await expect(dialog.getByRole('button', { name: 'Send reminder' })).toHaveCount(0);

    // Escape closes the details and gives focus back to the title that opened them.
    const opener = row.getByRole('button', { name: draft.title });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/contract=/);
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
  });

  test('the details open from a link, and the view reads in French', async ({
    page,
    request,
    adminSession,
  }) => {
    const draft = await draftContract(request, adminSession.token);
    await page.goto(`${ACTIVE}&contract=${draft.id}&lng=fr`);
    const dialog = page.getByRole('dialog', { name: draft.title });
    await expect(dialog.getByRole('button', { name: 'Envoyer pour signature' })).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Journal d’audit' })).toContainText('Créé');
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Filtrer par statut')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nouveau contrat' })).toBeVisible();
  });
});
