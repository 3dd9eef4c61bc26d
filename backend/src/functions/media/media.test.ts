import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPublicImages } from '../../media/public-images.ts';
import { setImageUses } from '../../media/usage.ts';
import { pngBytes, textBytes } from '../../storage/test-files.ts';
import { useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['media_image_uses', 'media_images'], storage: true });

beforeEach(async () => {
  await kit.db.exec('TRUNCATE storage_objects');
});

const media = (body: Record<string, unknown>, as: Parameters<typeof kit.call>[2] = 'admin') =>
  kit.call('media', body, as);

/** A PNG with transparency, `width`×`height`, made here so its size is known. */
const transparentPng = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

/** An opaque JPEG whose EXIF says "turn 90° clockwise" and names a camera. */
const turnedJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c03020' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Spycam' } } })
    .toBuffer();

/** Puts `bytes` where the browser uploads and registers it. */
async function upload(name: string, bytes: Uint8Array) {
  const path = `uploads/${crypto.randomUUID()}/${name}`;
  await kit.storage.put('media', path, bytes, { ownerId: kit.adminId });
  return { path, answer: await media({ action: 'register_image', path }) };
}

async function uploaded(
  name: string,
  bytes: Uint8Array,
): Promise<{
  id: string;
  width: number;
  height: number;
  variants: { url: string; width: number; format: string }[];
}> {
  const { answer } = await upload(name, bytes);
  expect(answer.status).toBe(200);
  return answer.body.image;
}

const objectPath = (url: string) =>
  decodeURIComponent(url.replace('/storage/v1/object/public/media/', ''));

describe('media: upload and variants', () => {
  it('makes every width up to the original in AVIF, WebP and PNG (transparency), stored under media/<id>/', async () => {
    const { path, answer } = await upload('hero.png', await transparentPng(700, 350));
    expect(answer.status).toBe(200);
    const image = answer.body.image;
    expect(image).toMatchObject({
      file_name: 'hero.png',
      width: 700,
      height: 350,
      alt: { en: '', fr: '' },
      focal: { x: 0.5, y: 0.5 },
      tags: [],
      usage: [],
      created_by: { id: kit.adminId, name: 'Ada Admin' },
    });
    const made = image.variants.map(
      (v: { width: number; format: string }) => `${v.width}.${v.format}`,
    );
    expect(made.sort()).toEqual(
      [
        '320.avif',
        '320.webp',
        '320.png',
        '640.avif',
        '640.webp',
        '640.png',
        '700.avif',
        '700.webp',
        '700.png',
      ].sort(),
    );
    for (const variant of image.variants) {
      const stored = await kit.storage.get('media', objectPath(variant.url));
      expect(stored?.object.path.startsWith(`${image.id}/`)).toBe(true);
      expect(stored?.object.contentType).toBe(`image/${variant.format}`);
      const metadata = await sharp(stored?.bytes).metadata();
      expect(metadata.width).toBe(variant.width);
    }
    expect(await kit.storage.info('media', path)).toBeNull();
  });

  it('turns a photo upright from its EXIF and strips the metadata; the fallback is JPEG', async () => {
    const image = await uploaded('photo.jpg', await turnedJpeg(400, 200));
    expect(image).toMatchObject({ width: 200, height: 400 });
    const jpeg = image.variants.find((v) => v.format === 'jpeg');
    expect(jpeg?.width).toBe(200);
    const stored = await kit.storage.get('media', objectPath(jpeg?.url ?? ''));
    const metadata = await sharp(stored?.bytes).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('serves the variants to anyone, without a key or a session', async () => {
    const image = await uploaded('dot.png', pngBytes());
    const avif = image.variants.find((v) => v.format === 'avif');
    const response = await kit.request(avif?.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(image.variants.map((v) => v.width)).toEqual([1, 1, 1]);
  });

  it('refuses what is not a real image: SVG and text at the bucket, a damaged PNG at registration', async () => {
    const svg = textBytes(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expect(kit.storage.put('media', 'uploads/x/logo.png', svg)).rejects.toMatchObject({
      status: 415,
    });
    const damaged = new Uint8Array(4000);
    damaged.set(pngBytes().slice(0, 33));
    const { path, answer } = await upload('broken.png', damaged);
    expect(answer.status).toBe(400);
    expect(answer.body.fields.path).toMatch(/damaged|PNG, JPEG, GIF, WebP or AVIF/);
    expect(['image_damaged', 'not_an_image']).toContain(answer.body.reason);
    expect(answer.body.fieldCodes.path).toEqual({ code: answer.body.reason });
    expect(await kit.storage.info('media', path)).toBeNull();
    const count = await kit.db.query('SELECT 1 FROM media_images');
    expect(count).toHaveLength(0);
  });

  it('removes uploads abandoned for an hour when the next image is registered', async () => {
    const abandoned = `uploads/${crypto.randomUUID()}/left.png`;
    const recent = `uploads/${crypto.randomUUID()}/waiting.png`;
    await kit.storage.put('media', abandoned, pngBytes());
    await kit.storage.put('media', recent, pngBytes());
    await kit.db.query(
      `UPDATE storage_objects SET created_at = now() - interval '61 minutes' WHERE path = $1`,
      [abandoned],
    );
    await uploaded('next.png', pngBytes());
    expect(await kit.storage.info('media', abandoned)).toBeNull();
    expect(await kit.storage.info('media', recent)).not.toBeNull();
  });

  it('refuses a path outside uploads/ and an upload that is not there', async () => {
    const outside = await media({ action: 'register_image', path: 'branding/logo.png' });
    expect(outside.status).toBe(400);
    expect(outside.body.fields.path).toMatch(/uploads\//);
    const missing = await media({ action: 'register_image', path: 'uploads/none/a.png' });
    expect(missing.status).toBe(404);
    const traversal = await media({ action: 'register_image', path: 'uploads/../x.png' });
    expect(traversal.status).toBe(404);
  });
});

describe('media: library and details', () => {
  it('saves alt text per language, focal point and tags; lists, searches and filters', async () => {
    const first = await uploaded('team.png', pngBytes());
    await uploaded('office.png', pngBytes());
    const saved = await media({
      action: 'update_image',
      id: first.id,
      alt: { en: 'Our team at work' },
      focal: { x: 0.25, y: 1 },
      tags: ['People', 'team', 'people'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.image).toMatchObject({
      alt: { en: 'Our team at work', fr: '' },
      focal: { x: 0.25, y: 1 },
      tags: ['people', 'team'],
    });
    const french = await media({
      action: 'update_image',
      id: first.id,
      alt: { fr: 'Notre équipe' },
    });
    expect(french.body.image.alt).toEqual({ en: 'Our team at work', fr: 'Notre équipe' });

    const all = await media({ action: 'get_images' });
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 24, tags: ['people', 'team'] });
    expect(all.body.images.map((i: { file_name: string }) => i.file_name)).toEqual([
      'office.png',
      'team.png',
    ]);
    const search = await media({ action: 'get_images', search: 'équipe' });
    expect(search.body.images.map((i: { id: string }) => i.id)).toEqual([first.id]);
    const tagged = await media({ action: 'get_images', tag: 'people' });
    expect(tagged.body.total).toBe(1);
    const missing = await media({ action: 'get_images', missing_alt: true });
    expect(missing.body.images.map((i: { file_name: string }) => i.file_name)).toEqual([
      'office.png',
    ]);
    const paged = await media({ action: 'get_images', pageSize: 1, page: 2 });
    expect(paged.body.images.map((i: { file_name: string }) => i.file_name)).toEqual(['team.png']);
  });

  it('refuses alt text over 250 characters or with control characters, and a focal point outside 0..1', async () => {
    const image = await uploaded('a.png', pngBytes());
    const cases: [Record<string, unknown>, string][] = [
      [{ alt: { en: 'a'.repeat(251) } }, 'alt.en'],
      [{ alt: { fr: 'ligne\u0000' } }, 'alt.fr'],
      [{ alt: 'text' }, 'alt'],
      [{ focal: { x: 1.5, y: 0 } }, 'focal.x'],
      [{ focal: { x: 0, y: -0.1 } }, 'focal.y'],
      [{ focal: { x: '0.5', y: 0 } }, 'focal.x'],
      [{ tags: ['x'.repeat(41)] }, 'tags.0'],
    ];
    for (const [change, field] of cases) {
      const answer = await media({ action: 'update_image', id: image.id, ...change });
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.fields)).toContain(field);
    }
    const unchanged = await media({ action: 'get_images' });
    expect(unchanged.body.images[0]).toMatchObject({
      alt: { en: '', fr: '' },
      focal: { x: 0.5, y: 0.5 },
    });
    const exact = await media({
      action: 'update_image',
      id: image.id,
      alt: { en: 'a'.repeat(250) },
    });
    expect(exact.status).toBe(200);
    const unknown = await media({ action: 'update_image', id: crypto.randomUUID(), tags: [] });
    expect(unknown.status).toBe(404);
  });

  it('refuses to delete an image in use, listing the uses; once unused it goes with every file', async () => {
    const image = await uploaded('cover.png', pngBytes());
    await kit.db.transaction((tx) =>
      setImageUses(tx, { kind: 'content', id: 'home', label: 'Home page' }, [
        image.id,
        'not-an-id',
      ]),
    );
    const listed = await media({ action: 'get_images' });
    expect(listed.body.images[0].usage).toEqual([
      { kind: 'content', id: 'home', label: 'Home page' },
    ]);

    const refused = await media({ action: 'delete_image', id: image.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'IMAGE_IN_USE',
      uses: [{ kind: 'content', id: 'home', label: 'Home page' }],
    });
    expect(await kit.storage.list('media', { prefix: `${image.id}/` })).toHaveLength(3);

    await kit.db.transaction((tx) =>
      setImageUses(tx, { kind: 'content', id: 'home', label: 'Home page' }, []),
    );
    const deleted = await media({ action: 'delete_image', id: image.id });
    expect(deleted.status).toBe(200);
    expect(await kit.storage.list('media', { prefix: `${image.id}/` })).toHaveLength(0);
    expect((await media({ action: 'delete_image', id: image.id })).status).toBe(404);
  });

  it('only admins reach the library', async () => {
    const image = await uploaded('a.png', pngBytes());
    const calls = [
      { action: 'get_images' },
      { action: 'update_image', id: image.id, tags: ['x'] },
      { action: 'delete_image', id: image.id },
      { action: 'register_image', path: 'uploads/a/b.png' },
    ];
    for (const call of calls) {
      expect((await media(call, 'client')).status, call.action).toBe(403);
      expect((await media(call, 'anonymous')).status, call.action).toBe(401);
    }
    expect((await media({ action: 'get_images' }, 'super_admin')).status).toBe(200);
  });
});

describe('media: public images', () => {
  it('gives the public site srcsets, modern formats first, and leaves out images without alt text in that language', async () => {
    const described = await uploaded('wide.png', await transparentPng(700, 350));
    const undescribed = await uploaded('bare.png', pngBytes());
    await media({
      action: 'update_image',
      id: described.id,
      alt: { en: 'A wide view' },
      focal: { x: 0.1, y: 0.9 },
    });

    const english = await loadPublicImages(kit.db, [described.id, undescribed.id, 'nope'], 'en');
    expect([...english.keys()]).toEqual([described.id]);
    const image = english.get(described.id);
    expect(image).toMatchObject({
      width: 700,
      height: 350,
      alt: 'A wide view',
      focal: { x: 0.1, y: 0.9 },
    });
    expect(image?.src).toBe(`/storage/v1/object/public/media/${described.id}/700.png`);
    expect(image?.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp', 'image/png']);
    expect(image?.sources[0]?.srcset).toBe(
      [320, 640, 700]
        .map((w) => `/storage/v1/object/public/media/${described.id}/${w}.avif ${w}w`)
        .join(', '),
    );
    expect((await loadPublicImages(kit.db, [described.id], 'fr')).size).toBe(0);
  });
});
