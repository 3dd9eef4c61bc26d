import { getImagesInput, imagesPageSchema } from '@atelier/shared/contract';
import { listImages, listImageTags } from '../../db/media-images.ts';
import { defineAction } from '../registry.ts';
import { toMediaImage } from './image-view.ts';

/** The library, newest first, 24 a page unless asked: search, one tag, or those missing alt text. */
export const getImages = defineAction({
  access: 'admin',
  input: getImagesInput,
  output: imagesPageSchema,
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
