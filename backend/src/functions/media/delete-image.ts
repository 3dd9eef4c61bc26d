import { media } from '@atelier/shared/actions';
import type { ImageUse } from '@atelier/shared/contract';
import { deleteImageRow, findImage, listImageUses } from '../../db/media-images.ts';
import { AppError, type ErrorBody } from '../../errors.ts';
import { implement } from '../registry.ts';
import { imageNotFound } from './image-view.ts';

/** 409 IMAGE_IN_USE, its answer carrying the uses so the page can list them. */
class ImageInUseError extends AppError {
  constructor(readonly uses: ImageUse[]) {
    super('IMAGE_IN_USE', `This image is used in ${uses.length} place(s); remove it there first`);
  }

  override toBody(): ErrorBody & { uses: ImageUse[] } {
    return { ...super.toBody(), uses: this.uses };
  }
}

/**
 * Deletes an image no one uses: its row, then every file of it in `media/<id>/`. The row goes
 * first, in a transaction that locks it against a use being added meanwhile; a file left by a
 * failure after that is unreachable (nothing names it) and never a broken image on the site.
 */
export const deleteImage = implement(media.actions.delete_image, {
  handler: async ({ id }, { db, storage }) => {
    const paths = await db.transaction(async (tx) => {
      const image = await findImage(tx, id, { lock: true });
      if (!image) throw imageNotFound();
      const uses = await listImageUses(tx, id);
      if (uses.length > 0) throw new ImageInUseError(uses);
      await deleteImageRow(tx, id);
      return image.variants.map((variant) => variant.path);
    });
    if (storage && paths.length > 0) await storage.remove('media', paths);
    return { id };
  },
});
