import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({
  truncate: ['content_drafts', 'content_revisions', 'media_image_uses', 'media_images'],
});

const call = (body: Record<string, unknown>) => kit.call('content', body, 'admin');

async function addImage(altFr: string): Promise<string> {
  const variants = [
    { width: 640, format: 'webp', path: 'x/640.webp', bytes: 10 },
    { width: 640, format: 'jpeg', path: 'x/640.jpg', bytes: 20 },
  ];
  const [row] = await kit.db.query<{ id: string }>(
    `INSERT INTO media_images (file_name, width, height, bytes, alt_en, alt_fr, variants)
     VALUES ('hero.jpg', 640, 400, 20, 'A studio desk', $1, $2::jsonb) RETURNING id`,
    [altFr, JSON.stringify(variants)],
  );
  if (!row) throw new Error('no image');
  return row.id;
}

async function saveHeroImage(image: string) {
  const { body } = await call({ action: 'get_draft', page: 'home', locale: 'fr' });
  const content = structuredClone(body.draft.content);
  content.home.hero.image = image;
  return await call({ action: 'save_draft', page: 'home', locale: 'fr', content });
}

const uses = () =>
  kit.db.query<{ image_id: string; owner_id: string }>(
    'SELECT image_id, owner_id FROM media_image_uses ORDER BY owner_id',
  );

describe('the home hero image', () => {
  it('is empty in the seed, and refused unless it is a library image id', async () => {
    const { body } = await call({ action: 'get_draft', page: 'home', locale: 'fr' });
    expect(body.draft.content.home.hero.image).toBe('');
    expect(body.draft.images).toEqual({});
    const refused = await saveHeroImage('not-an-id');
    expect(refused.status).toBe(400);
    expect(refused.body.fields['content.home.hero.image']).toMatch(/image of the library/);
  });

  it('is answered with its sizes and alt text, and recorded as used by the page', async () => {
    const id = await addImage('Un bureau du studio');
    expect((await saveHeroImage(id)).status).toBe(200);
    expect(await uses()).toEqual([{ image_id: id, owner_id: 'home:fr' }]);

    await call({ action: 'publish', page: 'home', locale: 'fr' });
    const { body } = await kit.call(
      'content',
      { action: 'get_published', page: 'home', locale: 'fr' },
      'anonymous',
    );
    expect(body.content.home.hero.image).toBe(id);
    expect(body.images[id]).toMatchObject({ id, alt: 'Un bureau du studio', width: 640 });
    expect(body.images[id].sources.map((s: { type: string }) => s.type)).toEqual([
      'image/webp',
      'image/jpeg',
    ]);

    const deleted = await kit.call('media', { action: 'delete_image', id }, 'admin');
    expect(deleted.status).toBe(409);

    // Taken off the draft, it stays used while the published page shows it.
    await saveHeroImage('');
    expect(await uses()).toEqual([{ image_id: id, owner_id: 'home:fr' }]);
    await call({ action: 'publish', page: 'home', locale: 'fr' });
    expect(await uses()).toEqual([]);
  });

  it('is left out of the answer while it has no alt text in the language shown', async () => {
    const id = await addImage('');
    await saveHeroImage(id);
    const { body } = await call({ action: 'get_draft', page: 'home', locale: 'fr' });
    expect(body.draft.content.home.hero.image).toBe(id);
    expect(body.draft.images).toEqual({});
  });
});
