import { media } from '@atelier/shared/actions';
import { findImage, updateImage as saveImage } from '../../db/media-images.ts';
import { implement } from '../registry.ts';
import { imageNotFound, toMediaImage } from './image-view.ts';

/** Alt text (each language on its own), focal point and tags; answers the image as saved. */
export const updateImage = implement(media.actions.update_image, {
  handler: async ({ id, ...changes }, { db }) => {
    const image = await db.transaction(async (tx) => {
      if (!(await findImage(tx, id, { lock: true }))) throw imageNotFound();
      await saveImage(tx, id, changes);
      return await findImage(tx, id);
    });
    if (!image) throw imageNotFound();
    return { image: toMediaImage(image) };
  },
});
