import type { TFunction } from 'i18next';
import { failureMessage } from '../../common/record-errors';
import type { UploadEntry } from './use-uploads';

/** Why a file was not added, in the admin's words: the type and size checks first, then the server's. */
export function uploadFailureMessage(
  t: TFunction,
  failure: NonNullable<UploadEntry['failure']>,
): string {
  if (failure === 'wrongType') return t('images.upload.wrongType');
  if (failure === 'tooLarge') return t('images.upload.tooLarge');
  switch (failure.code) {
    case 'InvalidMimeType':
    case 'VALIDATION_FAILED':
      return `${t('images.upload.notAnImage')} (${failure.error})`;
    case 'EntityTooLarge':
      return t('images.upload.tooLarge');
    case 'DEMO_READ_ONLY':
      return t('images.errors.demoReadOnly');
    default:
      return failureMessage(t, failure);
  }
}
