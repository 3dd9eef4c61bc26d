import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';
import { passwordLinkFor } from '../../support/mail';
import { callRecords } from '../../support/records';

test.describe('as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('a new team member is staffed on a project whose milestones drive its progress', async ({
    page,
    request,
    adminSession,
  }) => {
    const id = randomUUID().slice(0, 8);
    const member = { name: `Nora Team-${id}`, email: `nora.${id}@atelier.example` };
    const { client } = (await callRecords(
      request,
      adminSession.token,
      'client-management',
      'create_client',
      { name: `Client ${id}`, email: `client-${id}@example.com` },
    )) as { client: { id: string; name: string } };

    await page.goto('/admin/team');
    await page.getByRole('button', { name: 'New member' }).first().click();
    const memberForm = page.getByRole('dialog', { name: 'New team member' });
    await memberForm.getByLabel('Name').fill(member.name);
    await memberForm.getByLabel('E-mail').fill(member.email);
    await memberForm.getByLabel('Role title').fill('Designer');
    await memberForm.getByLabel('Hourly rate').fill('85');
    await memberForm.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText(`${member.name} joined the team.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText('$85.00');

    await page.goto('/admin/projects');
    await page.getByRole('button', { name: 'New project' }).first().click();
    const projectForm = page.getByRole('dialog', { name: 'New project' });
    await projectForm.getByLabel('Client', { exact: true }).selectOption(client.id);
    await projectForm.getByLabel('Name', { exact: true }).fill(`Site ${id}`);
    await projectForm.getByLabel('Budget').fill('12,000');
    await projectForm.getByRole('checkbox', { name: new RegExp(`^${member.name}`) }).check();
    await projectForm.getByRole('button', { name: 'Add milestone' }).click();
    await projectForm.getByLabel('Milestone 1 name').fill('Design');
    await projectForm.getByLabel('Milestone 1 share (%)').fill('60');
    await projectForm.getByRole('button', { name: 'Add milestone' }).click();
    await projectForm.getByLabel('Milestone 2 name').fill('Build');
    await projectForm.getByLabel('Milestone 2 share (%)').fill('50');
    await projectForm.getByRole('button', { name: 'Create project' }).click();
    // 60 + 50 is more than the whole project: refused before anything is sent.
    await expect(projectForm).toContainText('Together the milestones may not exceed 100 %.');
    await projectForm.getByLabel('Milestone 2 share (%)').fill('40');
    await projectForm.getByRole('button', { name: 'Create project' }).click();

    await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Site ${id}` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(member.name);
    const progress = page.getByRole('progressbar').first();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await page.getByRole('checkbox', { name: /^Design/ }).check();
    await expect(progress).toHaveAttribute('aria-valuenow', '60');
    const projectId = new URL(page.url()).pathname.split('/').pop();
    const { project } = (await callRecords(
      request,
      adminSession.token,
      'project-management',
      'get_project',
      { id: projectId },
    )) as { project: { progress: number; budget_cents: number; members: { name: string }[] } };
    expect(project).toMatchObject({ progress: 60, budget_cents: 1_200_000 });
    expect(project.members.map((m) => m.name)).toEqual([member.name]);

    // Invited as an admin, the member sets a password from the e-mail and reaches the back office.
    await page.goto('/admin/team');
    await page.getByRole('button', { name: member.name }).click();
    const details = page.getByRole('dialog', { name: member.name });
    await details.getByRole('button', { name: 'Invite as admin' }).click();
    await page
      .getByRole('dialog', { name: `Invite ${member.name} as an admin?` })
      .getByRole('button', { name: 'Send invitation' })
      .click();
    await expect(page.getByText(`Invitation sent to ${member.email}.`)).toBeVisible();

    const link = new URL(await passwordLinkFor(member.email));
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${link.pathname}${link.search}`);
    const password = 'a password for nora 42';
    // An invitation speaks of choosing a password, and the invitee lands signed in.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm your password').fill(password);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(page.getByText('Your password is set. Welcome!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin/);
  });
});
