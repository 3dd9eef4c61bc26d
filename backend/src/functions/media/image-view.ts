import type { MediaImage } from '@atelier/shared/contract';
import type { ImageRow } from '../../db/media-images.ts';
import { AppError } from '../../errors.ts';
import { toImageVariant } from '../../media/urls.ts';

/** A row as the contract answers it: each variant with its public URL instead of its path. */
export const toMediaImage = (row: ImageRow): MediaImage => ({
  ...row,
  variants: row.variants.map(toImageVariant),
});

export const imageNotFound = (): AppError => new AppError('NOT_FOUND', 'Image not found');
