import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';

/** Contract templates (`/admin/automation?tab=contracts&view=templates`, issue 13). */
test.describe('contract templates, as an admin', () => {
  test.use({ signedInAs: 'admin' });

  const SEEDED = [
    'Service Agreement',
    'Maintenance Retainer',
    'Consulting Agreement',
    'Mutual Non-Disclosure Agreement',
  ];

  test('the seeded templates show, filter by type in the URL and open their full clauses', async ({
    page,
  }) => {
    await page.goto('/admin/automation?tab=contracts&view=templates');
    for (const name of SEEDED) {
      await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
    }
    const service = page.getByRole('article', { name: 'Service Agreement', exact: true });
    await expect(service).toContainText('Service');
    await expect(service).toContainText('8 clauses');
    await expect(service).toContainText('{{payment_terms}}');
    await expect(service).toContainText('A fixed-scope project');

    // The choice goes through the URL (a router transition): clicked, then checked once it lands.
    await page.getByRole('radio', { name: 'Consulting', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Consulting', exact: true })).toBeChecked();
    await expect(page).toHaveURL(/[?&]type=consulting/);
    await expect(page.getByRole('article', { name: 'Consulting Agreement' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Service Agreement' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Consulting', exact: true })).toBeChecked();
    await page.getByRole('radio', { name: 'All', exact: true }).click();
    await expect(service).toBeVisible();

    await service.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Service Agreement', exact: true });
    await expect(page).toHaveURL(/[?&]template=/);
    await expect(details.getByRole('listitem')).toHaveCount(8);
    await expect(details.getByRole('listitem').last()).toContainText('Limitation of liability');
    await expect(details.getByRole('row', { name: /payment_terms/ })).toContainText(
      '50% on signature and 50% on delivery',
    );
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]template=/);
  });

  test('a template is created with a preview, refused with an undeclared variable, reordered from the keyboard and archived', async ({
    page,
  }) => {
    const name = `Website build ${randomUUID().slice(0, 8)}`;
    await page.goto('/admin/automation?tab=contracts&view=templates');
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('dialog', { name: 'New contract template', exact: true });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Type', { exact: true }).selectOption('service');
    await form.getByLabel('Clause 1 title').fill('Parties');
    await form.getByLabel('Clause 1 text').fill('This agreement is made with ');
    await form.getByRole('button', { name: 'Insert {{client.name}}' }).click();
    await expect(form.getByLabel('Clause 1 text')).toHaveValue(
      'This agreement is made with {{client.name}}',
    );
    await form.getByRole('button', { name: 'Add clause' }).click();
    await expect(form.getByLabel('Clause 2 title')).toBeFocused();
    await form.getByLabel('Clause 2 title').fill('Deposit');
    await form
      .getByLabel('Clause 2 text')
      .fill('{{client.name}} pays {{deposit_percent}}% on signature.');

    // Flagged before any save, then declared.
    const preview = form.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('Not declared yet: {{deposit_percent}}');
    await form.getByRole('button', { name: 'Add variable' }).click();
    await form.getByLabel('Variable 1 key').fill('deposit_percent');
    await form.getByLabel('Variable 1 label').fill('Deposit (%)');
    await form.getByLabel('Variable 1 default value').fill('30');
    await expect(preview).not.toContainText('Not declared yet');
    await expect(preview).toContainText('This agreement is made with Jane Doe');
    await expect(preview).toContainText('Jane Doe pays 30% on signature.');

    // An undeclared {{foo}} is refused on the variables, with nothing typed lost.
    await form
      .getByLabel('Clause 2 text')
      .fill('{{client.name}} pays {{deposit_percent}}% on signature, and {{foo}}.');
    await expect(preview).toContainText('Not declared yet: {{foo}}');
    await form.getByRole('button', { name: 'Create template' }).click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Declare the variables the clauses use: foo' }),
    ).toBeVisible();
    // The focus goes to the clause that uses it, which says so.
    await expect(form.getByLabel('Clause 2 text')).toBeFocused();
    await expect(form.getByText('This clause uses variables not declared: foo.')).toBeVisible();
    await expect(form.getByLabel('Clause 1 title')).toHaveValue('Parties');
    await expect(form.getByLabel('Variable 1 default value')).toHaveValue('30');
    await form
      .getByLabel('Clause 2 text')
      .fill('{{client.name}} pays {{deposit_percent}}% on signature.');
    await form.getByRole('button', { name: 'Create template' }).click();
    await expect(form).toBeHidden();

    const created = page.getByRole('article', { name, exact: true });
    await expect(created).toContainText('2 clauses');
    await expect(created).toContainText('{{deposit_percent}}');
    await expect(created).toContainText('Not used yet');

    // Reordered from the keyboard; the focus stays on the moved clause's button.
    await created.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}`, exact: true });
    await edit.getByRole('button', { name: 'Move clause 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(edit.getByLabel('Clause 1 title')).toHaveValue('Deposit');
    await expect(edit.getByLabel('Clause 2 title')).toHaveValue('Parties');
    await expect(edit.getByRole('button', { name: 'Move clause 1 up' })).toBeFocused();
    await expect(
      edit.getByRole('region', { name: 'Preview' }).getByRole('listitem').first(),
    ).toContainText('Jane Doe pays 30% on signature.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();

    await created.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name, exact: true });
    await expect(details.getByRole('listitem').first()).toContainText('Deposit');
    await expect(details.getByRole('listitem').last()).toContainText(
      'This agreement is made with {{client.name}}',
    );
    await details.getByRole('button', { name: 'Archive', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Archive ${name}?` });
    await expect(confirm).toContainText('keep their text');
    await confirm.getByRole('button', { name: 'Archive template' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Service Agreement' })).toBeVisible();
  });

  test('renders its labels in French', async ({ page }) => {
    await page.goto('/admin/automation?tab=contracts&view=templates&type=custom&lng=fr');
    await expect(page.getByRole('radio', { name: 'Tous', exact: true })).toBeVisible();
    const nda = page.getByRole('article', { name: 'Mutual Non-Disclosure Agreement' });
    await expect(nda).toContainText('6 clauses');
    await expect(nda.getByRole('button', { name: 'Détails' })).toBeVisible();
    await page.getByRole('button', { name: 'Nouveau modèle' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau modèle de contrat' });
    await expect(form.getByLabel('Type', { exact: true })).toHaveValue('custom');
    await expect(form.getByRole('region', { name: 'Aperçu' })).toBeVisible();
  });
});
