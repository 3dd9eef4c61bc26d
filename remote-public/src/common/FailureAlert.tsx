import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import type { FailureMessage } from './api-message';
import { FormAlert } from './FormAlert';

export function FailureAlert({
  failure,
  title,
}: {
  failure: FailureMessage | null;
  title: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (!failure) return null;
  return <FormAlert title={title}>{'key' in failure ? t(failure.key) : failure.text}</FormAlert>;
}
