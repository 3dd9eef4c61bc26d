import type { TFunction } from 'i18next';
import { failureMessage } from '../../common/record-errors';
import type { UploadEntry } from './use-uploads';

/**
 * Why a file was not added, in the admin's words: the type and size checks first, then the
 * server's refusal by its code and reason (`not_an_image`, `image_too_many_pixels`, …), never
 * the server's English sentence.
 */
export function uploadFailureMessage(
  t: TFunction,
  failure: NonNullable<UploadEntry['failure']>,
): string {
  if (failure === 'wrongType') return t('images.upload.wrongType');
  if (failure === 'tooLarge') return t('images.upload.tooLarge');
  switch (failure.code) {
    case 'InvalidMimeType':
      return t('images.upload.notAnImage');
    case 'VALIDATION_FAILED':
      return failure.reason ? failureMessage(t, failure) : t('images.upload.notAnImage');
    case 'EntityTooLarge':
      return t('images.upload.tooLarge');
    case 'DEMO_READ_ONLY':
      return t('images.errors.demoReadOnly');
    default:
      return failureMessage(t, failure);
  }
}
