import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertImage } from '../../db/media-images.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { PORTAL_TRUNCATE, portalCaller, seedPortalClients } from './client-portal-test-data.ts';
import { seedProposal } from './portal-records-test-data.ts';

const kit = useFunctionKit({
  truncate: [...PORTAL_TRUNCATE, 'media_image_uses', 'media_images'],
});

describe('client-portal get_proposal: the cover image', () => {
  it('shows the client the cover chosen in the library, as a picture with its alt text in both languages', async () => {
    const { a } = await seedPortalClients(kit);
    const imageId = randomUUID();
    await insertImage(kit.db, {
      id: imageId,
      fileName: 'cover.jpg',
      width: 960,
      height: 540,
      bytes: 1000,
      variants: [{ width: 960, format: 'jpeg', path: `${imageId}/cover-960.jpg`, bytes: 500 }],
      createdBy: kit.adminId,
    });
    await kit.db.query(
      `UPDATE media_images SET alt_en = 'A studio', alt_fr = 'Un atelier' WHERE id = $1`,
      [imageId],
    );
    const id = await seedProposal(kit, a.id, { send: false });
    const covered = await kit.call('proposal-management', {
      action: 'update_proposal',
      id,
      cover_image_id: imageId,
    });
    expect(covered.status).toBe(200);
    await kit.call('proposal-management', { action: 'send_proposal', id });

    const { status, body } = await portalCaller(kit, a)({ action: 'get_proposal', id });
    expect(status).toBe(200);
    expect(body.proposal).toMatchObject({
      cover_image_id: imageId,
      cover_image: {
        id: imageId,
        alt: 'A studio',
        alt_text: { en: 'A studio', fr: 'Un atelier' },
        src: `/storage/v1/object/public/media/${imageId}/cover-960.jpg`,
      },
    });
  });
});
