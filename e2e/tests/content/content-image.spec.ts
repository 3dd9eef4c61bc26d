import { randomUUID } from 'node:crypto';
import { expect, publicKey, test } from '../../support/auth';
import { publishContent } from '../../support/content';
import { solidPng } from '../../support/images';
import { callRecords } from '../../support/records';
import { BACKEND_URL, SHELL_URL } from '../../support/stack';

test.use({ signedInAs: 'admin' });

type Listed = {
  images: { id: string; file_name: string; variants: { width: number; format: string }[] }[];
};

test('an uploaded image gets its sizes, then shows on the home page with its alt text and srcset', async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  const call = (fn: string, action: string, payload: Record<string, unknown> = {}) =>
    callRecords(request, adminSession.token, fn, action, payload);
  const original = (await call('content', 'get_published', { page: 'home', locale: 'en' })) as {
    content: Record<string, unknown>;
  };
  const name = `studio-${randomUUID().slice(0, 8)}.png`;
  let imageId: string | undefined;

  try {
    await page.goto('/admin/images');
    await page
      .getByLabel('Choose images')
      .setInputFiles([{ name, mimeType: 'image/png', buffer: solidPng(1400, 900, [30, 120, 90]) }]);
    await expect(
      page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: name }),
    ).toContainText('Added to the library', { timeout: 20_000 });
    const listed = (await call('media', 'get_images', { search: name })) as Listed;
    const image = listed.images.find((each) => each.file_name === name);
    imageId = image?.id;
    expect(image?.variants.map((v) => `${v.width}.${v.format}`)).toEqual(
      expect.arrayContaining(['320.avif', '640.webp', '1280.jpeg', '1400.avif']),
    );
    await call('media', 'update_image', {
      id: imageId,
      alt: { en: 'Our studio at work', fr: 'Notre atelier au travail' },
    });

    await page.goto('/admin/content?page=home&lang=en');
    const hero = page.locator('details').filter({
      has: page.locator('summary', { hasText: /^Hero$/ }),
    });
    await hero.locator('summary').click();
    await hero.getByRole('button', { name: 'Choose an image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('button', { name: `Choose ${name}` }).click();
    await expect(hero.getByText(/Our studio at work/)).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft differs from the published page')).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Draft is published')).toBeVisible();

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`${SHELL_URL}/?lng=en`);
    const photo = visitor.getByRole('img', { name: 'Our studio at work' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('width', '1400');
    await expect(visitor.locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /320w.*640w/,
    );
    await context.close();
    // The server's HTML has it too (it keeps published content a few seconds).
    await expect
      .poll(async () => (await fetch(`${SHELL_URL}/?lng=en`)).text(), { timeout: 15_000 })
      .toContain('alt="Our studio at work"');

    // While the home page shows it, the library keeps it.
    const refused = await request.post(`${BACKEND_URL}/functions/v1/media`, {
      headers: { apikey: await publicKey(request), Authorization: `Bearer ${adminSession.token}` },
      data: { action: 'delete_image', id: imageId },
    });
    expect(refused.status()).toBe(409);
  } finally {
    // Other tests read the seed home page; the image goes once nothing uses it.
    await publishContent(request, adminSession.token, {
      page: 'home',
      locale: 'en',
      content: original.content,
    });
    if (imageId) await call('media', 'delete_image', { id: imageId });
  }
});
