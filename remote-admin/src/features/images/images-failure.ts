import type { ApiFailure } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';

/** A refusal in the admin's words; the demo's refusal of a write has its own sentence. */
export function useImagesFailure() {
  const { t } = useTranslation(NAMESPACE);
  return (failure: Pick<ApiFailure, 'code' | 'error'>): string =>
    failure.code === 'DEMO_READ_ONLY'
      ? t('images.errors.demoReadOnly')
      : failureMessage(t, failure);
}
