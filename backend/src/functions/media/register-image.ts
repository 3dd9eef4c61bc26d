import { randomUUID } from 'node:crypto';
import { media } from '@atelier/shared/actions';
import {
  findImage,
  insertImage,
  type StoredVariant,
  staleUploadPaths,
} from '../../db/media-images.ts';
import { AppError, fieldFailure } from '../../errors.ts';
import { makeVariants } from '../../media/variants.ts';
import type { Storage } from '../../storage/storage.ts';
import { StorageError } from '../../storage/storage-error.ts';
import { implement } from '../registry.ts';
import { imageNotFound, toMediaImage } from './image-view.ts';

/** An upload not registered within this time was abandoned (see `staleUploadPaths`). */
const ABANDONED_UPLOAD_MINUTES = 60;

const noUpload = (): AppError =>
  new AppError(
    'NOT_FOUND',
    'No upload at this path',
    { path: 'Upload the file first' },
    { fieldCodes: { path: fieldFailure('upload_first') } },
  );

/** The upload's bytes, or a 404 (also for a path storage refuses). */
async function readUpload(storage: Storage, path: string) {
  try {
    const found = await storage.get('media', path);
    if (!found) throw noUpload();
    return found;
  } catch (error) {
    if (error instanceof StorageError) throw noUpload();
    throw error;
  }
}

/**
 * Turns an upload (`media/uploads/...`, sent through `/storage/v1` so the browser shows its
 * progress) into a library image: sharp checks it is a real PNG, JPEG, GIF, WebP or AVIF within
 * the pixel limit, makes every variant into `media/<id>/<width>.<ext>`, and the upload itself
 * (still carrying its EXIF) is removed, with any upload abandoned for an hour. Answers the new
 * image, with no alt text yet.
 */
export const registerImage = implement(media.actions.register_image, {
  handler: async ({ path }, { db, storage, caller }) => {
    // Without a storage service (some tests) nothing can have been uploaded.
    if (!storage) throw noUpload();
    const upload = await readUpload(storage, path);
    const made = await makeVariants(upload.bytes).catch(async (error: unknown) => {
      await storage.remove('media', [path]);
      throw error;
    });
    const id = randomUUID();
    const stored: StoredVariant[] = [];
    try {
      for (const variant of made.variants) {
        const variantPath = `${id}/${variant.width}.${variant.extension}`;
        await storage.put('media', variantPath, variant.bytes, {
          contentType: variant.contentType,
          ownerId: caller.userId,
          cacheControlSeconds: 31_536_000,
        });
        stored.push({
          width: variant.width,
          format: variant.format,
          path: variantPath,
          bytes: variant.bytes.byteLength,
        });
      }
      await insertImage(db, {
        id,
        fileName: path.slice(path.lastIndexOf('/') + 1),
        width: made.width,
        height: made.height,
        bytes: upload.object.size,
        variants: stored,
        createdBy: caller.userId,
      });
    } catch (error) {
      await storage.remove(
        'media',
        stored.map((variant) => variant.path),
      );
      throw error;
    }
    await storage.remove('media', [
      path,
      ...(await staleUploadPaths(db, ABANDONED_UPLOAD_MINUTES)),
    ]);
    const image = await findImage(db, id);
    if (!image) throw imageNotFound();
    return { image: toMediaImage(image) };
  },
});
