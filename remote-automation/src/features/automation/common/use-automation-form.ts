import { type FormStateOptions, useFormState } from '@atelier/shared/forms';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { type FailureScope, failureMessage } from './failure-message';

type AutomationFormOptions<V, P, T> = Omit<
  FormStateOptions<V, P, T>,
  'describeFailure' | 'unexpectedFailure' | 'logLabel'
>;

/** A form of one automation tab (`useFormState`), its failures worded by that tab. */
export function useAutomationForm<V, P, T>(
  scope: FailureScope,
  options: AutomationFormOptions<V, P, T>,
) {
  const { t } = useTranslation(NAMESPACE);
  return useFormState<V, P, T>({
    ...options,
    describeFailure: (failure) => failureMessage(t, failure, scope),
    unexpectedFailure: () => failureMessage(t, null, scope),
    logLabel: `[remote-automation] a ${scope} form`,
  });
}
