import { describe, expect, it } from 'vitest';
import { seedLibraryImage } from '../../media/test-images.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { PORTAL_TRUNCATE, portalCaller, seedPortalClients } from './client-portal-test-data.ts';
import { seedProposal } from './portal-records-test-data.ts';

const kit = useFunctionKit({
  truncate: [...PORTAL_TRUNCATE, 'media_image_uses', 'media_images'],
});

describe('client-portal get_proposal: the cover image', () => {
  it('shows the client the cover chosen in the library, as a picture with its alt text in both languages', async () => {
    const { a } = await seedPortalClients(kit);
    const imageId = await seedLibraryImage(kit, {
      alt: { en: 'A studio', fr: 'Un atelier' },
      fileName: 'cover.jpg',
      height: 540,
      variants: [{ width: 960, format: 'jpeg' }],
    });
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
