import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { libraryUsesOf, seedLibraryImage } from '../../media/test-images.ts';
import { pngBytes } from '../../storage/test-files.ts';
import { type As, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['media_image_uses', 'media_images'], storage: true });
const call = (body: Record<string, unknown>, as: As = 'admin') =>
  kit.call('site-settings', body, as);
const media = (body: Record<string, unknown>) => kit.call('media', body, 'admin');

beforeEach(async () => {
  await kit.db.query(
    `DELETE FROM app_settings WHERE key IN ('agency.logo_path', 'agency.logo_image_id')`,
  );
});

/** A PNG logo in the library with the given alt texts. */
const libraryImage = (alt: { en: string; fr: string }) =>
  seedLibraryImage(kit, {
    alt,
    fileName: 'logo.png',
    height: 120,
    variants: [
      { width: 320, format: 'png' },
      { width: 400, format: 'png' },
      { width: 400, format: 'webp' },
    ],
  });

const usesOf = (imageId: string) => libraryUsesOf(kit, imageId);

describe('site-settings: the agency logo from the media library', () => {
  it('answers the library logo as a URL to everyone and records it as used', async () => {
    const imageId = await libraryImage({ en: 'Atelier, studio', fr: 'Atelier, le studio' });
    const saved = await call({ action: 'update_settings', logo_image_id: imageId });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const url = `/storage/v1/object/public/media/${imageId}/logo-400.png`;
    const alt = { en: 'Atelier, studio', fr: 'Atelier, le studio' };
    expect(saved.body.settings.agency).toMatchObject({
      logo_image_id: imageId,
      logo_path: null,
      logo_url: url,
      logo_alt: alt,
    });
    const visitor = await call({ action: 'get_settings' }, 'anonymous');
    expect(visitor.body.settings.agency).toMatchObject({ logo_url: url, logo_alt: alt });
    expect(await usesOf(imageId)).toEqual([
      { kind: 'settings', id: 'agency-logo', label: 'Agency logo' },
    ]);
  });

  it('refuses deleting the logo from the library, listing it; allows it once removed', async () => {
    const imageId = await libraryImage({ en: 'Atelier', fr: 'Atelier' });
    await call({ action: 'update_settings', logo_image_id: imageId });
    const refused = await media({ action: 'delete_image', id: imageId });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'IMAGE_IN_USE',
      uses: [{ kind: 'settings', id: 'agency-logo', label: 'Agency logo' }],
    });
    const removed = await call({ action: 'update_settings', logo_image_id: null });
    expect(removed.body.settings.agency).toMatchObject({
      logo_image_id: null,
      logo_url: null,
      logo_alt: null,
    });
    expect((await media({ action: 'delete_image', id: imageId })).status).toBe(200);
  });

  it('keeps an older uploaded logo working, and one logo at a time', async () => {
    await kit.storage.put('media', 'branding/logo.png', pngBytes());
    const uploaded = await call({ action: 'update_settings', logo_path: 'branding/logo.png' });
    expect(uploaded.body.settings.agency).toMatchObject({
      logo_url: '/storage/v1/object/public/media/branding/logo.png',
      logo_alt: null,
    });
    const imageId = await libraryImage({ en: 'Atelier', fr: 'Atelier' });
    const library = await call({ action: 'update_settings', logo_image_id: imageId });
    expect(library.body.settings.agency.logo_path).toBeNull();

    const back = await call({ action: 'update_settings', logo_path: 'branding/logo.png' });
    expect(back.body.settings.agency).toMatchObject({
      logo_image_id: null,
      logo_url: '/storage/v1/object/public/media/branding/logo.png',
    });
    expect(await usesOf(imageId)).toEqual([]);
  });

  it('400s an unknown image, one without alt text in both languages, and wrong types', async () => {
    const noAlt = await libraryImage({ en: 'Atelier', fr: '' });
    const cases: [unknown, string, string][] = [
      [randomUUID(), 'No such image in the library', 'not_found'],
      [
        noAlt,
        'Give this image alt text in English and French in the library first',
        'image_needs_alt',
      ],
    ];
    for (const [logo_image_id, message, code] of cases) {
      const answer = await call({ action: 'update_settings', logo_image_id });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ logo_image_id: message });
      expect(answer.body.fieldCodes).toEqual({ logo_image_id: { code } });
    }
    for (const logo_image_id of [7, [], 'a\u0000b', 'x'.repeat(5000)]) {
      const answer = await call({ action: 'update_settings', logo_image_id });
      expect(answer.status, JSON.stringify(logo_image_id)).toBe(400);
    }
    expect(await usesOf(noAlt)).toEqual([]);
    const client = await call({ action: 'update_settings', logo_image_id: noAlt }, 'client');
    expect(client.status).toBe(403);
  });
});
