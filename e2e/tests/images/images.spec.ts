import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, publicKey, test } from '../../support/auth';
import { solidPng } from '../../support/images';
import { callRecords } from '../../support/records';
import { BACKEND_URL } from '../../support/stack';

test.use({ signedInAs: 'admin' });

type Listed = {
  images: {
    id: string;
    file_name: string;
    variants: { width: number; format: string; url: string }[];
  }[];
};

test('two images uploaded at once get their sizes, alt texts and a focal point; a refused file says why', async ({
  page,
  request,
  adminSession,
}) => {
  const run = randomUUID().slice(0, 8);
  const wide = `wide-${run}.png`;
  const small = `small-${run}.png`;
  await page.goto('/admin/images');
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();

  await page.getByLabel('Choose images').setInputFiles([
    { name: wide, mimeType: 'image/png', buffer: solidPng(1000, 500, [200, 40, 40]) },
    { name: small, mimeType: 'image/png', buffer: solidPng(300, 200, [40, 40, 200]) },
    {
      name: `logo-${run}.svg`,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: wide })).toContainText(
    'Added to the library',
    {
      timeout: 20_000,
    },
  );
  await expect(uploads.getByRole('listitem').filter({ hasText: small })).toContainText(
    'Added to the library',
  );
  await expect(uploads.getByRole('listitem').filter({ hasText: 'svg' })).toContainText('not SVG');

  // The variants exist: every width up to the original, in AVIF, WebP and JPEG (opaque), read without a session.
  const listed = (await callRecords(request, adminSession.token, 'media', 'get_images', {
    search: run,
  })) as Listed;
  const wideImage = listed.images.find((image) => image.file_name === wide);
  expect(wideImage?.variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
    ['320', '640', '960', '1000']
      .flatMap((w) => ['avif', 'webp', 'jpeg'].map((f) => `${w}.${f}`))
      .sort(),
  );
  const avif = wideImage?.variants.find((v) => v.width === 640 && v.format === 'avif');
  const fetched = await request.get(`${BACKEND_URL}${avif?.url}`);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toBe('image/avif');
  expect(
    listed.images.find((image) => image.file_name === small)?.variants.map((v) => v.width),
  ).toEqual([300, 300, 300]);

  // Until both alt texts are written the image is flagged.
  await page.getByRole('searchbox').fill(run);
  const card = page.getByRole('button', { name: `Open ${wide}` });
  await expect(card).toContainText('Needs alt text');
  await card.click();
  const dialog = page.getByRole('dialog', { name: wide });
  await expect(dialog.getByText('Needs alt text: write it in English and French')).toBeVisible();
  const focal = dialog.getByRole('slider', { name: 'Focal point' });
  await focal.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(focal).toHaveAttribute('aria-valuetext', '55 % from the left, 45 % from the top.');
  await dialog.getByLabel('Alt text in English').fill('A red banner');
  await dialog.getByLabel('Alt text in French').fill('Une bannière rouge');
  await dialog.getByLabel('Tags').fill('Home, banners');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Image saved')).toBeVisible();
  await expect(dialog.getByText('Needs alt text: write it in English and French')).toBeHidden();
  await expect(dialog.getByRole('button', { name: /Copy the URL of 1000 px AVIF/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card).not.toContainText('Needs alt text');

  const saved = (await callRecords(request, adminSession.token, 'media', 'get_images', {
    search: run,
  })) as {
    images: { file_name: string; alt: unknown; focal: unknown; tags: unknown }[];
  };
  expect(saved.images.find((image) => image.file_name === wide)).toMatchObject({
    alt: { en: 'A red banner', fr: 'Une bannière rouge' },
    focal: { x: 0.55, y: 0.45 },
    tags: ['home', 'banners'],
  });

  // An unused image is deleted with all its sizes.
  await page.getByRole('button', { name: `Open ${small}` }).click();
  const smallDialog = page.getByRole('dialog', { name: small });
  await smallDialog.getByRole('button', { name: 'Delete image' }).click();
  await smallDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('button', { name: `Open ${small}` })).toBeHidden();
  const smallUrl = listed.images.find((image) => image.file_name === small)?.variants[0]?.url;
  expect((await request.get(`${BACKEND_URL}${smallUrl}`)).status()).toBe(404);

  if (wideImage)
    await callRecords(request, adminSession.token, 'media', 'delete_image', { id: wideImage.id });
});

test('in French at 375 px from the keyboard: an image opens, its focal point moves, no serious axe violation', async ({
  page,
  request,
  adminSession,
}) => {
  const name = `clavier-${randomUUID().slice(0, 8)}.png`;
  const path = `uploads/${randomUUID()}/${name}`;
  const key = await publicKey(request);
  const stored = await request.post(`${BACKEND_URL}/storage/v1/object/media/${path}`, {
    headers: {
      apikey: key,
      Authorization: `Bearer ${adminSession.token}`,
      'Content-Type': 'image/png',
    },
    data: solidPng(640, 480, [30, 160, 90]),
  });
  expect(stored.status()).toBe(200);
  const { image } = (await callRecords(request, adminSession.token, 'media', 'register_image', {
    path,
  })) as {
    image: { id: string };
  };
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/admin/images?lng=fr&search=${name}`);
    const card = page.getByRole('button', { name: `Ouvrir ${name}` });
    await expect(card).toContainText('Texte alternatif manquant');
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    const focal = dialog.getByRole('slider', { name: 'Point focal' });
    await focal.focus();
    await page.keyboard.press('ArrowDown');
    await expect(focal).toHaveAttribute(
      'aria-valuetext',
      '50 % depuis la gauche, 55 % depuis le haut.',
    );
    await expect(dialog.getByText('Utilisée nulle part pour l’instant.')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await callRecords(request, adminSession.token, 'media', 'delete_image', { id: image.id });
  }
});
