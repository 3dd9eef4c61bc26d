import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { callRecords } from '../../support/records';

/**
 * The new-contract / edit-draft dialog of the Contracts tab (`/admin/automation?tab=contracts`,
 * issue 13): drawn up from a template for a client with a live preview, refused on the field
 * while a variable is empty or two signers share an e-mail (nothing typed lost), saved as a
 * draft and edited; and from an accepted proposal, its client, project, title and value
 * prefilled.
 */
const CONTRACTS = '/admin/automation?tab=contracts';

type Named = { id: string; name: string };

/** A client with a company and one project of theirs, made through the API. */
async function clientWithProject(request: APIRequestContext, token: string) {
  const id = randomUUID().slice(0, 8);
  const fields = {
    name: `Form Client ${id}`,
    email: `form-client-${id}@example.com`,
    company: `Studio ${id}`,
  };
  const { client } = (await callRecords(request, token, 'client-management', 'create_client', {
    ...fields,
  })) as { client: Named };
  const { project } = (await callRecords(request, token, 'project-management', 'create_project', {
    client_id: client.id,
    name: `Form Site ${id}`,
  })) as { project: Named };
  return { id, client: { ...client, ...fields }, project };
}

test.describe('for a signed-in admin', () => {
  test.use({ signedInAs: 'admin' });

  test('a contract is drawn up from a template with a live preview, refused on the field, saved as a draft and edited', async ({
    page,
    request,
    adminSession,
  }) => {
    test.setTimeout(60_000);
    const { id, client, project } = await clientWithProject(request, adminSession.token);
    const title = `Website agreement ${id}`;
    await page.goto(CONTRACTS);
    await page.getByRole('button', { name: 'New contract' }).click();
    await expect(page).toHaveURL(/[?&]new=1/);
    const form = page.getByRole('dialog', { name: 'New contract', exact: true });
    const preview = form.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('Choose a template');

    await form
      .getByRole('combobox', { name: 'Template', exact: true })
      .selectOption({ label: 'Service Agreement' });
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Service Agreement');
    await form
      .getByRole('combobox', { name: 'Client', exact: true })
      .selectOption({ label: `${client.name} (${client.company})` });
    await expect(preview).toContainText(`and ${client.name} of ${client.company}`);
    // The first signer is the client until the admin writes their own.
    await expect(form.getByLabel('Signer 1 name')).toHaveValue(client.name);
    await expect(form.getByLabel('Signer 1 e-mail')).toHaveValue(client.email);
    // Without a project the template's {{project.name}} is asked for; with one, filled.
    await expect(form.getByLabel('Project name', { exact: true })).toBeVisible();
    await form
      .getByRole('combobox', { name: 'Project (optional)', exact: true })
      .selectOption({ label: project.name });
    await expect(form.getByLabel('Project name', { exact: true })).toBeHidden();
    await expect(preview).toContainText(`deliver the project ${project.name}`);

    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByRole('textbox', { name: /^Value/ }).fill('12,500');
    await expect(preview).toContainText('a total fee of $12,500.00');
    const terms = form.getByLabel('Payment schedule');
    await expect(terms).toHaveValue('50% on signature and 50% on delivery');
    await terms.fill('');
    await expect(preview).toContainText('[payment_terms]');

    // An emptied variable is refused next to its field; nothing typed is lost.
    await form.getByRole('button', { name: 'Create draft' }).click();
    await expect(terms).toHaveAccessibleDescription(/Fill this in\./);
    await expect(terms).toBeFocused();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(form.getByRole('textbox', { name: /^Value/ })).toHaveValue('12,500');
    await terms.fill('Monthly, in advance');
    await expect(preview).toContainText('invoiced as follows: Monthly, in advance');

    // A second signer with the client's e-mail (other case) is refused on that row.
    await form.getByRole('button', { name: 'Add signer' }).click();
    await expect(form.getByLabel('Signer 2 name')).toBeFocused();
    await form.getByLabel('Signer 2 name').fill(`Finance ${id}`);
    await form.getByLabel('Signer 2 e-mail').fill(client.email.toUpperCase());
    await form.getByRole('button', { name: 'Create draft' }).click();
    await expect(form.getByLabel('Signer 2 e-mail')).toHaveAccessibleDescription(
      'Each signer needs a different e-mail address',
    );
    await expect(form.getByLabel('Signer 2 name')).toHaveValue(`Finance ${id}`);
    await form.getByLabel('Signer 2 e-mail').fill(`finance-${id}@example.com`);

    // Reordered from the keyboard: the focus stays with the moved row.
    await form.getByRole('button', { name: 'Move signer 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Signer 1 name')).toHaveValue(`Finance ${id}`);
    await expect(form.getByRole('button', { name: 'Move signer 1 down' })).toBeFocused();
    await form.getByLabel('Expiry date (optional)', { exact: true }).fill('2099-12-31');
    await form.getByRole('radio', { name: 'One after another, in order' }).check();

    await form.getByRole('button', { name: 'Create draft' }).click();
    await expect(form).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]new=1/);
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByRole('article')).toContainText(
      'invoiced as follows: Monthly, in advance',
    );
    const signers = details.getByRole('table', { name: 'Signatories in signing order' });
    await expect(signers.getByRole('row').nth(1)).toContainText(`finance-${id}@example.com`);

    // A draft is edited with what it holds prefilled; template and client stay.
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contract', exact: true });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(edit.getByRole('textbox', { name: /^Value/ })).toHaveValue('12500.00');
    await expect(edit.getByLabel('Payment schedule')).toHaveValue('Monthly, in advance');
    await expect(edit.getByLabel('Signer 2 e-mail')).toHaveValue(client.email);
    await expect(edit.getByLabel('Expiry date (optional)', { exact: true })).toHaveValue(
      '2099-12-31',
    );
    await expect(edit.getByRole('radio', { name: 'One after another, in order' })).toBeChecked();
    await expect(edit.getByRole('combobox', { name: 'Template', exact: true })).toHaveCount(0);
    await edit.getByRole('textbox', { name: /^Value/ }).fill('13,000');
    await edit.getByRole('button', { name: 'Save draft' }).click();
    await expect(edit).toBeHidden();
    await expect(details.getByRole('article')).toContainText('a total fee of $13,000.00');

    await page.keyboard.press('Escape');
    const row = page
      .getByRole('table', { name: 'Contracts' })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(row).toContainText('Draft');
    await expect(row).toContainText(client.name);
    await expect(row).toContainText('$13,000.00');
  });

  test('an accepted proposal becomes a contract: its client, project, title and value prefilled', async ({
    page,
    request,
    adminSession,
  }) => {
    test.setTimeout(60_000);
    const token = adminSession.token;
    const { id, client } = await clientWithProject(request, token);
    const { proposal } = (await callRecords(
      request,
      token,
      'proposal-management',
      'create_proposal',
      {
        client_id: client.id,
        title: `Redesign ${id}`,
        items: [{ description: 'Redesign', quantity: 1, unit_price_cents: 90_000 }],
      },
    )) as { proposal: { id: string } };
    await callRecords(request, token, 'proposal-management', 'send_proposal', { id: proposal.id });
    const { project } = (await callRecords(
      request,
      token,
      'proposal-management',
      'accept_proposal',
      {
        id: proposal.id,
        project: {},
      },
    )) as { project: Named };

    await page.goto(`/admin/proposals/${proposal.id}`);
    await page.getByRole('link', { name: 'Create contract' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]proposal=${proposal.id}`));
    const form = page.getByRole('dialog', { name: 'New contract', exact: true });
    await expect(form).toContainText(`Redesign ${id}`);
    await expect(form).toContainText(`${client.name} (${client.company})`);
    await expect(form.getByRole('combobox', { name: 'Client', exact: true })).toHaveCount(0);
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(`Redesign ${id}`);
    await expect(form.getByRole('textbox', { name: /^Value/ })).toHaveValue('900.00');
    await expect(
      form.getByRole('combobox', { name: 'Project (optional)', exact: true }),
    ).toHaveValue(project.id);
    await expect(form.getByLabel('Signer 1 e-mail')).toHaveValue(client.email);

    await form
      .getByRole('combobox', { name: 'Template', exact: true })
      .selectOption({ label: 'Service Agreement' });
    // The proposal's title is the admin's to keep: choosing a template does not replace it.
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(`Redesign ${id}`);
    const preview = form.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText(`and ${client.name} of ${client.company}`);
    await expect(preview).toContainText('a total fee of $900.00');
    await form.getByRole('button', { name: 'Create draft' }).click();
    await expect(form).toBeHidden();

    const details = page.getByRole('dialog', { name: `Redesign ${id}` });
    await expect(details.getByRole('article')).toContainText(project.name);
    await page.keyboard.press('Escape');
    const row = page
      .getByRole('table', { name: 'Contracts' })
      .getByRole('row')
      .filter({ hasText: `Redesign ${id}` });
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('$900.00');
  });
});
