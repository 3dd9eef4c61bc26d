import type { Queryable } from '../../db/database.ts';
import { findImage } from '../../db/media-images.ts';
import { fieldFailure } from '../../errors.ts';
import { invalidField } from '../client-management/record-fields.ts';

/**
 * 400 on `field` unless `imageId` names a library image with alt text in English and French
 * (an image shown in both languages, docs/images.md), each refusal with its field code. Locks
 * the image so a delete cannot slip in before its use is recorded.
 */
export async function checkBilingualImage(
  tx: Queryable,
  imageId: string,
  field: string,
): Promise<void> {
  const image = await findImage(tx, imageId, { lock: true });
  if (!image) throw invalidField(field, 'No such image in the library', fieldFailure('not_found'));
  if (!image.alt.en.trim() || !image.alt.fr.trim()) {
    throw invalidField(
      field,
      'Give this image alt text in English and French in the library first',
      fieldFailure('image_needs_alt'),
    );
  }
}
