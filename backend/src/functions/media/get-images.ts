import { media } from '@atelier/shared/actions';
import { listImages, listImageTags } from '../../db/media-images.ts';
import { implement } from '../registry.ts';
import { toMediaImage } from './image-view.ts';

/** The library, newest first, 24 a page unless asked: search, one tag, or those missing alt text. */
export const getImages = implement(media.actions.get_images, {
  handler: async (filter, { db }) => {
    const { images, total } = await listImages(db, filter);
    return {
      images: images.map(toMediaImage),
      total,
      page: filter.page,
      pageSize: filter.pageSize,
      tags: await listImageTags(db),
    };
  },
});
