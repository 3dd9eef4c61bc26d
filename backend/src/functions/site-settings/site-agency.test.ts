import { beforeEach, describe, expect, it } from 'vitest';
import { seedLibraryImage } from '../../media/test-images.ts';
import { type As, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['media_image_uses', 'media_images'] });
const call = (body: Record<string, unknown>, as: As = 'admin') =>
  kit.call('site-settings', body, as);
const siteAgency = async (as: As) => (await call({ action: 'get_site' }, as)).body.site.agency;

beforeEach(async () => {
  await kit.db.query(
    `DELETE FROM app_settings
      WHERE key IN ('agency.name', 'agency.email', 'agency.phone', 'agency.address',
                    'agency.logo_path', 'agency.logo_image_id')`,
  );
});

/** A PNG logo in the library with alt text in both languages. */
const libraryLogo = () =>
  seedLibraryImage(kit, {
    alt: { en: 'Northwind, studio', fr: 'Northwind, le studio' },
    fileName: 'logo.png',
    height: 120,
    variants: [
      { width: 400, format: 'png' },
      { width: 400, format: 'webp' },
    ],
  });

describe('get_settings without a seal', () => {
  it('answers seal null when the backend seals no contract', async () => {
    const { body } = await call({ action: 'get_settings' });
    expect(body).toMatchObject({ scope: 'admin', seal: null });
  });
});

describe('get_site: the agency the public site shows', () => {
  it('is the default name, no logo and no contact details before anything is set, for everyone', async () => {
    for (const as of ['anonymous', 'client', 'admin'] as const) {
      expect(await siteAgency(as)).toEqual({
        name: 'Atelier',
        email: null,
        phone: null,
        address: null,
        logo_url: null,
        logo_alt: null,
      });
    }
  });

  it("is the name, contact details and library logo saved in Settings, and nothing of the admin's part", async () => {
    const logoId = await libraryLogo();
    const saved = await call({
      action: 'update_settings',
      name: 'Northwind Studio',
      tax_id: 'FR12345678901',
      email: 'hello@northwind.example',
      phone: '+33 1 23 45 67 89',
      address: '12 rue des Arts\n75003 Paris',
      logo_image_id: logoId,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await siteAgency('anonymous')).toEqual({
      name: 'Northwind Studio',
      email: 'hello@northwind.example',
      phone: '+33 1 23 45 67 89',
      address: '12 rue des Arts\n75003 Paris',
      logo_url: `/storage/v1/object/public/media/${logoId}/logo-400.png`,
      logo_alt: { en: 'Northwind, studio', fr: 'Northwind, le studio' },
    });
  });

  it('follows a removed logo at the next read', async () => {
    await call({ action: 'update_settings', logo_image_id: await libraryLogo() });
    await call({ action: 'update_settings', logo_image_id: null });
    expect(await siteAgency('anonymous')).toMatchObject({ logo_url: null, logo_alt: null });
  });
});
