import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { libraryUsesOf, seedLibraryImage } from '../../media/test-images.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { recordTables, seedClient } from '../invoice-management/seed-records.ts';

const kit = useFunctionKit({ truncate: [...recordTables, 'media_image_uses', 'media_images'] });
const call = (action: string, body: Record<string, unknown> = {}) =>
  kit.call('proposal-management', { action, ...body });
const media = (body: Record<string, unknown>) => kit.call('media', body, 'admin');

/** A photo in the library with the given alt texts. */
const libraryImage = (alt: { en: string; fr: string }) =>
  seedLibraryImage(kit, {
    alt,
    fileName: 'cover.jpg',
    width: 1200,
    height: 800,
    variants: [
      { width: 640, format: 'jpeg' },
      { width: 640, format: 'avif' },
    ],
  });

async function draft(body: Record<string, unknown> = {}) {
  const client_id = await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
  const answer = await call('create_proposal', { title: 'Shop redesign', client_id, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.proposal;
}

const usesOf = (imageId: string) => libraryUsesOf(kit, imageId);

describe('proposal-management: a cover image from the library', () => {
  it('answers the cover as a picture and records the use under the proposal title', async () => {
    const imageId = await libraryImage({ en: 'A shop front', fr: 'Une vitrine' });
    const proposal = await draft({ cover_image_id: imageId });
    expect(proposal.cover_image_id).toBe(imageId);
    expect(proposal.cover_image).toMatchObject({
      id: imageId,
      alt: 'A shop front',
      alt_text: { en: 'A shop front', fr: 'Une vitrine' },
      src: `/storage/v1/object/public/media/${imageId}/cover-640.jpg`,
      sources: [{ type: 'image/avif' }, { type: 'image/jpeg' }],
    });
    expect(await usesOf(imageId)).toEqual([
      { kind: 'proposal', id: proposal.id, label: 'Shop redesign' },
    ]);

    const renamed = await call('update_proposal', { id: proposal.id, title: 'Shop, phase 2' });
    expect(renamed.body.proposal.cover_image_id).toBe(imageId);
    expect(await usesOf(imageId)).toEqual([
      { kind: 'proposal', id: proposal.id, label: 'Shop, phase 2' },
    ]);
    const listed = await call('get_proposals');
    expect(listed.body.proposals[0].cover_image_id).toBe(imageId);
  });

  it('keeps a cover whose alt text was cleared in one language later, named in the other', async () => {
    const imageId = await libraryImage({ en: 'A shop front', fr: 'Une vitrine' });
    const proposal = await draft({ cover_image_id: imageId });
    await media({ action: 'update_image', id: imageId, alt: { en: '' } });
    const frenchOnly = await call('get_proposal', { id: proposal.id });
    expect(frenchOnly.body.proposal.cover_image).toMatchObject({
      alt: 'Une vitrine',
      alt_text: { en: '', fr: 'Une vitrine' },
    });
    // Without any alt text the cover is not shown: no image a screen reader cannot name.
    await media({ action: 'update_image', id: imageId, alt: { fr: '' } });
    const unnamed = await call('get_proposal', { id: proposal.id });
    expect(unnamed.body.proposal).toMatchObject({ cover_image_id: imageId, cover_image: null });
  });

  it('refuses deleting the image while it is the cover, listing the proposal; allows it once cleared', async () => {
    const imageId = await libraryImage({ en: 'A shop front', fr: 'Une vitrine' });
    const proposal = await draft({ cover_image_id: imageId });

    const refused = await media({ action: 'delete_image', id: imageId });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'IMAGE_IN_USE',
      uses: [{ kind: 'proposal', id: proposal.id, label: 'Shop redesign' }],
    });

    const cleared = await call('update_proposal', { id: proposal.id, cover_image_id: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.proposal).toMatchObject({ cover_image_id: null, cover_image: null });
    expect(await usesOf(imageId)).toEqual([]);
    expect((await media({ action: 'delete_image', id: imageId })).status).toBe(200);
  });

  it('forgets the use when the draft is deleted', async () => {
    const imageId = await libraryImage({ en: 'A shop front', fr: 'Une vitrine' });
    const proposal = await draft({ cover_image_id: imageId });
    expect((await call('delete_proposal', { id: proposal.id })).status).toBe(200);
    expect((await media({ action: 'delete_image', id: imageId })).status).toBe(200);
  });

  it('400s an unknown image, one without alt text in both languages, and a wrong type', async () => {
    const noFrench = await libraryImage({ en: 'A shop front', fr: '  ' });
    const client_id = await seedClient(kit.db, { name: 'Jane Doe', company: null });
    const cases: [unknown, string][] = [
      [randomUUID(), 'No such image in the library'],
      ['not-an-id', 'No such image in the library'],
      [noFrench, 'Give this image alt text in English and French in the library first'],
    ];
    for (const [cover_image_id, message] of cases) {
      const answer = await call('create_proposal', { title: 'x', client_id, cover_image_id });
      expect(answer.status, String(cover_image_id)).toBe(400);
      expect(answer.body.fields).toEqual({ cover_image_id: message });
    }
    for (const cover_image_id of [42, {}, 'a\u0000b', 'x'.repeat(5000)]) {
      const answer = await call('create_proposal', { title: 'x', client_id, cover_image_id });
      expect(answer.status, JSON.stringify(cover_image_id)).toBe(400);
      expect(answer.body.fields.cover_image_id).toBeTruthy();
    }
    const proposal = await draft();
    const update = await call('update_proposal', { id: proposal.id, cover_image_id: noFrench });
    expect(update.status).toBe(400);
    expect(await usesOf(noFrench)).toEqual([]);
  });
});
