import { randomUUID } from 'node:crypto';
import { ADMIN, expect, test } from '../../support/auth';
import { linkedPortalClient, openPortalAs } from '../../support/portal';
import { callRecords } from '../../support/records';

/**
 * A refusal of the server reads in the reader's language (issue 34, docs/backend.md
 * "Errors"): the browser words the failure's code and reason, never the server's English.
 */

test.describe('signed out, in French', () => {
  test('a wrong password reads in French only', async ({ page }) => {
    await page.goto('/auth/login?lng=fr');
    await page.getByLabel('E-mail').fill(`personne-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas le bon mot de passe');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'La connexion a échoué' });
    await expect(alert).toContainText('L’adresse e-mail ou le mot de passe est incorrect.');
    await expect(alert).not.toContainText('Invalid email or password');
  });

  test('registering a taken e-mail reads in French', async ({ page }) => {
    await page.goto('/auth/register?lng=fr');
    await page.getByLabel('Prénom').fill('Sam');
    await page.getByLabel('Nom', { exact: true }).fill('Déjà');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('un mot de passe assez long');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Votre compte n’a pas pu être créé' });
    await expect(alert).toContainText('Un compte utilise déjà cette adresse e-mail.');
    await expect(alert).not.toContainText('already exists');
  });
});

test.describe('the admin, in French', () => {
  test.use({ signedInAs: 'admin' });

  test('deleting a client with records reads in French', async ({
    page,
    request,
    adminSession,
  }) => {
    const run = randomUUID().slice(0, 8);
    const { client } = (await callRecords(
      request,
      adminSession.token,
      'client-management',
      'create_client',
      { name: `Archives ${run}`, email: `archives-${run}@example.fr` },
    )) as { client: { id: string; name: string } };
    await callRecords(request, adminSession.token, 'invoice-management', 'create_invoice', {
      client_id: client.id,
      items: [{ description: 'Maquettes', quantity: 1, unit_price_cents: 50_000 }],
    });

    await page.goto(`/admin/clients/${client.id}?lng=fr`);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(dialog).toContainText(
      'Ce client a des factures. Rendez-le inactif au lieu de le supprimer.',
    );
    await expect(dialog).not.toContainText('set it inactive');
  });

  test('inviting a client at an agency e-mail reads in French', async ({
    page,
    request,
    adminSession,
  }) => {
    const run = randomUUID().slice(0, 8);
    // A new agency account, then a client given the same address.
    const agencyEmail = `equipe-${run}@example.fr`;
    await callRecords(request, adminSession.token, 'site-settings', 'invite_user', {
      email: agencyEmail,
      first_name: 'Équipe',
      last_name: run,
    });
    const { client } = (await callRecords(
      request,
      adminSession.token,
      'client-management',
      'create_client',
      { name: `Agence ${run}`, email: agencyEmail },
    )) as { client: { id: string } };

    await page.goto(`/admin/clients/${client.id}?lng=fr`);
    await page.getByRole('button', { name: 'Inviter dans l’espace client' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(dialog).toContainText(
      'Cette adresse e-mail appartient à un compte de l’agence. Indiquez une autre adresse pour inviter ce client.',
    );
    await expect(dialog).not.toContainText('belongs to an agency account');
  });
});

test.describe('the portal, in French', () => {
  test('a declined card and a partial amount read in French, never the provider’s English', async ({
    page,
    request,
    adminSession,
  }) => {
    const token = adminSession.token;
    const client = await linkedPortalClient(request, token, 'Léa');
    const { invoice } = (await callRecords(request, token, 'invoice-management', 'create_invoice', {
      client_id: client.clientId,
      items: [{ description: 'Maquettes', quantity: 1, unit_price_cents: 120_000 }],
    })) as { invoice: { id: string } };
    await callRecords(request, token, 'invoice-management', 'send_invoice', { id: invoice.id });

    await openPortalAs(page, client.session, `/client-portal/invoices/${invoice.id}?lng=fr`);
    await page.getByLabel('Numéro de carte').fill('4000000000000002');
    await page.getByLabel('Mois d’expiration').fill('12');
    await page.getByLabel('Année d’expiration').fill('2030');
    await page.getByLabel('Cryptogramme').fill('123');
    await page.getByRole('button', { name: 'Payer maintenant' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Votre carte a été refusée' });
    await expect(alert).toContainText('Rien n’a été débité');
    await expect(alert).not.toContainText('declined');

    // Less than the balance, which the agency does not allow: the server's field code, worded
    // with the sum in French money.
    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await page.getByLabel(/^Montant/).fill('100');
    await page.getByRole('button', { name: 'Payer maintenant' }).click();
    await expect(page.getByText(/Réglez la totalité du solde, soit 1\s200,00\s\$US/)).toBeVisible();
    await expect(page.getByText('Pay the full balance')).toHaveCount(0);
  });
});
