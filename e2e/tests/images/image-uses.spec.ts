import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, publicKey, test } from '../../support/auth';
import { solidPng } from '../../support/images';
import { callRecords } from '../../support/records';
import { BACKEND_URL } from '../../support/stack';

test.use({ signedInAs: 'admin' });

test('an image that is a proposal’s cover cannot be deleted until the cover is removed', async ({
  page,
  request,
  adminSession,
}) => {
  const run = randomUUID().slice(0, 8);
  const name = `cover-${run}.png`;
  const title = `Cover test ${run}`;
  const token = adminSession.token;

  // An image in the library, uploaded as the page does (storage, then register_image).
  const path = `uploads/${randomUUID()}/${name}`;
  const stored = await request.post(`${BACKEND_URL}/storage/v1/object/media/${path}`, {
    headers: {
      apikey: await publicKey(request),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'image/png',
    },
    data: solidPng(800, 400, [220, 160, 40]),
  });
  expect(stored.status()).toBe(200);
  await callRecords(request, token, 'media', 'register_image', { path });
  const { client } = (await callRecords(request, token, 'client-management', 'create_client', {
    name: `Cover client ${run}`,
    email: `cover-${run}@example.com`,
  })) as { client: { id: string } };
  const { proposal } = (await callRecords(
    request,
    token,
    'proposal-management',
    'create_proposal',
    {
      client_id: client.id,
      title,
      items: [{ description: 'Design', quantity: 1, unit_price_cents: 90_000 }],
    },
  )) as { proposal: { id: string } };

  // Alt texts written on the Images page.
  await page.goto(`/admin/images?search=${run}`);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  const details = page.getByRole('dialog', { name });
  await details.getByLabel('Alt text in English').fill('A yellow cover');
  await details.getByLabel('Alt text in French').fill('Une couverture jaune');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Image saved')).toBeVisible();

  // Picked as the proposal's cover, shown on the proposal.
  await page.goto(`/admin/proposals/${proposal.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit proposal' });
  await form.getByRole('button', { name: 'Choose a cover image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('searchbox').fill(run);
  await picker.getByRole('button', { name: `Choose ${name}` }).click();
  await expect(form.getByText('Cover: A yellow cover')).toBeVisible();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Proposal saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'A yellow cover' })).toBeVisible();

  // Its PDF draws the cover (an image XObject); a French UI names the cover in French.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await readFile(await (await download).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  await page.goto(`/admin/proposals/${proposal.id}?lng=fr`);
  await expect(page.getByRole('img', { name: 'Une couverture jaune' })).toBeVisible();
  await page.goto(`/admin/proposals/${proposal.id}?lng=en`);
  await expect(page.getByRole('img', { name: 'A yellow cover' })).toBeVisible();

  // Deleting it from the library is refused, the proposal listed.
  await page.goto(`/admin/images?search=${run}`);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await details.getByRole('button', { name: 'Delete image' }).click();
  await details.getByRole('button', { name: 'Delete', exact: true }).click();
  const refusal = details.getByRole('alert');
  await expect(refusal).toContainText('This image is in use and cannot be deleted');
  await expect(refusal).toContainText(`${title} (proposal)`);

  // Once the cover is removed, the image is deleted.
  await page.goto(`/admin/proposals/${proposal.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await form.getByRole('button', { name: 'Remove the cover image' }).click();
  await expect(form.getByText('No cover image')).toBeVisible();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Proposal saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'A yellow cover' })).toBeHidden();

  await page.goto(`/admin/images?search=${run}`);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await details.getByRole('button', { name: 'Delete image' }).click();
  await details.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('button', { name: `Open ${name}` })).toBeHidden();

  await callRecords(request, token, 'proposal-management', 'delete_proposal', { id: proposal.id });
});

test('the agency logo is picked in the library, and the library keeps it while it is the logo', async ({
  page,
  request,
  adminSession,
}) => {
  const run = randomUUID().slice(0, 8);
  const name = `logo-${run}.png`;
  const token = adminSession.token;
  const path = `uploads/${randomUUID()}/${name}`;
  await request.post(`${BACKEND_URL}/storage/v1/object/media/${path}`, {
    headers: {
      apikey: await publicKey(request),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'image/png',
    },
    data: solidPng(400, 120, [20, 20, 20]),
  });
  const { image } = (await callRecords(request, token, 'media', 'register_image', { path })) as {
    image: { id: string };
  };
  await callRecords(request, token, 'media', 'update_image', {
    id: image.id,
    alt: { en: 'Agency logo', fr: 'Logo de l’agence' },
  });

  try {
    await page.goto('/admin/settings');
    await page
      .getByRole('button', { name: /Choose the logo in the library|Change the logo/ })
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('searchbox').fill(run);
    await picker.getByRole('button', { name: `Choose ${name}` }).click();
    // Named by its alt text in the page's language.
    await expect(page.getByRole('img', { name: 'Agency logo' })).toHaveAttribute(
      'src',
      new RegExp(`/media/${image.id}/`),
    );
    await page.goto('/admin/settings?lng=fr');
    await expect(page.getByRole('img', { name: 'Logo de l’agence' })).toBeVisible();
    await page.goto('/admin/settings?lng=en');
    await expect(page.getByRole('img', { name: 'Agency logo' })).toBeVisible();

    // Deleting it is refused in the library, the logo listed.
    await page.goto(`/admin/images?search=${run}`);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    const details = page.getByRole('dialog', { name });
    await details.getByRole('button', { name: 'Delete image' }).click();
    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(details.getByRole('alert')).toContainText('Agency logo (settings)');

    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.getByText('No logo yet.')).toBeVisible();
  } finally {
    await callRecords(request, token, 'site-settings', 'update_settings', {
      logo_image_id: null,
      logo_path: null,
    });
  }
  await callRecords(request, token, 'media', 'delete_image', { id: image.id });
});
